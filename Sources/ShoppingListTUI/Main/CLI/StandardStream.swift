import Foundation

/// Where a command prints: standard output or standard error. Everything the commands print
/// goes through here, and on the way through ``TerminalText/escaped(_:as:)`` once, so nothing
/// from the shared folder, a file name or an argument reaches a terminal raw; the one control
/// sequence sent on purpose is ``replaceLine(with:)``'s own.
///
/// ```swift
/// StandardStream.output.write("[ ] \(item.name)\n")
/// StandardStream.error.write("Warning: skipped \(path): \(reason)\n")
/// ```
enum StandardStream: Sendable {
  case output
  case error

  /// Writes `text`, every character a terminal would act on escaped in `notation`.
  func write(_ text: String, escapedAs notation: TerminalText.Notation = .swift) {
    put(TerminalText.escaped(text, as: notation))
  }

  /// Replaces the line the cursor is on with `text`, escaped: a carriage return and "erase to
  /// the end of the line" (`ESC [K`) come first, for `import`'s progress line on a terminal.
  func replaceLine(with text: String) {
    put("\r\u{1B}[K" + TerminalText.escaped(text))
  }

  private func put(_ text: String) {
    let handle = self == .output ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data(text.utf8))
  }
}
