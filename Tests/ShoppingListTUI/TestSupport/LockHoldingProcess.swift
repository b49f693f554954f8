import Foundation

/// A separate process holding a list's lock, to test what another shopping-list sees. It is
/// util-linux's `flock(1)`, which takes the same `flock(2)` lock the app does and keeps it until
/// ``release()``.
package final class LockHoldingProcess {
  private let process = Process()
  private let input = Pipe()

  /// Starts `flock` on `lockPath` and returns once it holds the lock.
  package init(lockPath: String) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    // NB: -o keeps the lock in flock itself; `cat` just waits for standard input to close.
    process.arguments = ["-o", lockPath, "sh", "-c", "echo locked; exec cat >/dev/null"]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = output.fileHandleForReading.availableData
    guard String(decoding: line, as: UTF8.self) == "locked\n" else {
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: lockPath])
    }
  }

  /// Lets the process end, which releases the lock.
  package func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}
