import Foundation

/// Runs a program to completion for a test and captures what it printed. Output goes through
/// files rather than pipes so a chatty program can never block on a full pipe.
package enum Subprocess {
  /// How a finished program ended and what it printed.
  package struct Result {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
    /// The bytes of standard output as written, for tests of what reaches a terminal.
    package var standardOutputBytes: [UInt8]
    /// The bytes of standard error as written.
    package var standardErrorBytes: [UInt8]

    /// How a process ended and what it printed; the bytes are the texts' UTF-8 unless given.
    package init(
      status: Int32, standardOutput: String, standardError: String,
      standardOutputBytes: [UInt8]? = nil, standardErrorBytes: [UInt8]? = nil
    ) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.standardOutputBytes = standardOutputBytes ?? Array(standardOutput.utf8)
      self.standardErrorBytes = standardErrorBytes ?? Array(standardError.utf8)
    }
  }

  /// Runs `executable` with `arguments`, feeding it `input` on standard input.
  ///
  /// The wait suspends instead of blocking a thread: while a `TestStore` serialises every task on
  /// the main thread, a blocking wait would stall every other test running at the same time.
  package static func run(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String],
    input: Data = Data(),
    workingDirectory: String? = nil
  ) async throws -> Result {
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
    let status = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in
        continuation.resume(returning: process.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return Result(
      status: status,
      standardOutput: try String(contentsOfFile: paths.1, encoding: .utf8),
      standardError: try String(contentsOfFile: paths.2, encoding: .utf8),
      standardOutputBytes: Array(try Data(contentsOf: URL(fileURLWithPath: paths.1))),
      standardErrorBytes: Array(try Data(contentsOf: URL(fileURLWithPath: paths.2)))
    )
  }

  /// Starts `executable` without waiting for it, its standard streams going nowhere.
  ///
  /// The child stays unreaped until ``waitForExit(_:)``, so its process id cannot be reused by
  /// another process meanwhile and signalling it is safe.
  package static func start(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) throws -> pid_t {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0
      )
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
    return pid
  }

  /// Waits for a child from ``start(_:_:environment:)`` to end and reaps it.
  package static func waitForExit(_ pid: pid_t) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }
}
