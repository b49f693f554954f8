import Foundation

/// Runs a program to completion for a test and captures what it printed. Output goes through
/// files rather than pipes so a chatty program can never block on a full pipe.
enum Subprocess {
  /// How a finished program ended and what it printed.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `executable` with `arguments`, feeding it `input` on standard input.
  static func run(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String],
    input: Data = Data(),
    workingDirectory: String? = nil
  ) throws -> Result {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let paths = (scratch.appending("in"), scratch.appending("out"), scratch.appending("err"))
    try input.write(to: URL(fileURLWithPath: paths.0))
    _ = FileManager.default.createFile(atPath: paths.1, contents: nil)
    _ = FileManager.default.createFile(atPath: paths.2, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    if let workingDirectory {
      process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
    }
    process.standardInput = FileHandle(forReadingAtPath: paths.0)
    process.standardOutput = FileHandle(forWritingAtPath: paths.1)
    process.standardError = FileHandle(forWritingAtPath: paths.2)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: try String(contentsOfFile: paths.1, encoding: .utf8),
      standardError: try String(contentsOfFile: paths.2, encoding: .utf8)
    )
  }
}
