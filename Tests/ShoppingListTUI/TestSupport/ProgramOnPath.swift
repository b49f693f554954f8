import Foundation

/// Finds a program the way a shell does, for tests that run tools such as `make` or `groff`.
package enum ProgramOnPath {
  /// The first executable called `name` in the `PATH` directories, or `nil` when none is.
  package static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
