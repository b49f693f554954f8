import Foundation

/// How often a process's threads have been scheduled, read from `/proc`: an event-driven app
/// that sleeps while idle is not scheduled at all.
enum ProcessActivity {
  /// The voluntary and involuntary context switches of all threads of `processID` so far.
  static func contextSwitches(of processID: pid_t) throws -> Int {
    let tasks = "/proc/\(processID)/task"
    var total = 0
    for task in try FileManager.default.contentsOfDirectory(atPath: tasks) {
      let status = try String(contentsOfFile: "\(tasks)/\(task)/status", encoding: .utf8)
      for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
        let value = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
        total += Int(value ?? "") ?? 0
      }
    }
    return total
  }
}
