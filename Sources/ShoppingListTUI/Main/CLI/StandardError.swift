import Foundation

/// Notes and warnings a command prints beside its output, on standard error.
enum StandardError {
  /// Writes `text` as it is.
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
