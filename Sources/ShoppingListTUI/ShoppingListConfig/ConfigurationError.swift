/// Why a configuration file cannot be used, with the file and, when it is known, the line: the
/// app prints it as it is and stops before the screen starts, with status 78 (`EX_CONFIG`).
///
/// ```swift
/// ConfigurationError(path: "/home/ada/.config/shopping-list/config.toml", line: 12,
///   message: "\"jump\" is not a command of [keys.list]; …").description
/// // "/home/ada/.config/shopping-list/config.toml:12: \"jump\" is not a command of …"
/// ```
package struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The exit status for a broken configuration, `EX_CONFIG` of `sysexits.h`.
  package static let exitStatus: Int32 = 78

  /// The configuration file.
  package var path: String
  /// The line the problem is on, counted from 1, or `nil` for the file as a whole.
  package var line: Int?
  /// What is wrong, and what would be right.
  package var message: String

  package init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  package var description: String {
    if let line { "\(path):\(line): \(message)" } else { "\(path): \(message)" }
  }
}
