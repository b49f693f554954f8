import Foundation

/// The `--debug-log` file, checked before the screen starts: a path that cannot be written
/// would otherwise fail invisibly behind the full screen.
enum DebugLogFile {
  /// Why the debug log at `path` cannot be appended to.
  struct Unwritable: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write the debug log \(path): \(reason)" }
  }

  /// Opens `path` for appending, creating it if needed (as the log does), and closes it again.
  static func checkWritable(_ path: String) throws(Unwritable) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Unwritable(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
  }
}
