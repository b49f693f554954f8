import Foundation
import ShoppingListStorage

/// The `--debug-log` file, checked before the screen starts: a path that cannot be written
/// would otherwise fail invisibly behind the full screen.
enum DebugLogFile {
  /// Why the debug log at `path` cannot be appended to.
  struct Unwritable: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write the debug log \(path): \(reason)" }
  }

  /// Checks that `path` can be appended to, or created in its directory, without opening it:
  /// opening a named pipe to try would block, or end the reader waiting on it.
  static func checkWritable(_ path: String) throws(Unwritable) {
    if access(path, F_OK) == 0 {
      guard access(path, W_OK) == 0 else { throw unwritable(path) }
      return
    }
    guard errno == ENOENT else { throw unwritable(path) }
    guard access(FileSystem.directory(of: path), W_OK | X_OK) == 0 else {
      throw unwritable(path)
    }
  }

  private static func unwritable(_ path: String) -> Unwritable {
    Unwritable(path: path, reason: String(cString: strerror(errno)))
  }
}
