import Foundation
import TestSupport

/// Runs one `tmux` command to completion and collects its output.
///
/// `Foundation.Process` does not fit here: it learns that a child exited through a descriptor
/// the child inherits, and the tmux server that `new-session` forks keeps that descriptor open,
/// so `waitUntilExit()` would never return. This helper spawns with `posix_spawnp`, hands the
/// child only standard input, output and error (output to files, which need no end of file),
/// resets the signal dispositions and mask the test runner's threads have, and waits with
/// `waitpid`.
enum TmuxProcess {
  /// What a finished program reported.
  struct Outcome {
    /// The exit status, or 128 plus the signal that ended it.
    var status: Int32
    /// Everything it wrote to standard output.
    var output: String
    /// Everything it wrote to standard error.
    var errors: String
  }

  /// Runs `arguments[0]` (looked up in `PATH`, normally `tmux`) with `arguments` and
  /// `environment`, using `scratch` as a prefix for the temporary output files.
  static func run(
    _ arguments: [String], environment: [String: String], scratch: URL
  ) throws -> Outcome {
    let outputPath = scratch.path + ".out"
    let errorsPath = scratch.path + ".err"
    defer {
      unlink(outputPath)
      unlink(errorsPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let create = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, create, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, create, 0o600)
    // Descriptors closed or opened meanwhile are fine: glibc ignores closing a closed one.
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var processID = pid_t()
    let spawned = posix_spawnp(&processID, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw TmuxSession.Failure(
        message: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))"
      )
    }
    var status: Int32 = 0
    while waitpid(processID, &status, 0) == -1, errno == EINTR {}
    let signal = status & 0x7F
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    )
  }

  private static func openDescriptors() -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { Int32($0) }
  }
}
