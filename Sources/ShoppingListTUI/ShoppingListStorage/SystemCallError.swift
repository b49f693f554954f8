import Foundation

/// A failed system call on a file, kept as the action and `errno` so that messages can say both
/// what was attempted and why the system refused ("creating a temporary file in /x: Permission
/// denied").
package struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. "creating a temporary file in /home/ada/.local/share/shopping-list".
  package var action: String
  /// The `errno` value the system call left.
  package var code: Int32

  /// Captures the current `errno` for `action`.
  package static func current(_ action: String) -> SystemCallError {
    SystemCallError(action: action, code: errno)
  }

  /// The system's wording for ``code``, e.g. "No space left on device".
  package var reason: String { String(cString: strerror(code)) }

  package var description: String { "\(action): \(reason)" }

  /// A failure of `action` with the `errno` value `code`.
  package init(action: String, code: Int32) {
    self.action = action
    self.code = code
  }
}
