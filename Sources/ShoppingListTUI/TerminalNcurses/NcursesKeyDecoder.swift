import TerminalUI
import CNcurses

/// Turns what `wget_wch` reports into a ``KeyEvent``; a pure function, so it is table-tested
/// without a terminal.
package enum NcursesKeyDecoder {
  /// The key for one `wget_wch` result, or `nil` for input the app has no use for (mouse
  /// events, unknown function keys, C1 control codes).
  ///
  /// - Parameters:
  ///   - status: What `wget_wch` returned: `OK` for a character, `KEY_CODE_YES` for a key code.
  ///   - value: The character or key code it stored.
  package static func decode(status: Int32, value: UInt32) -> KeyEvent? {
    switch status {
    case KEY_CODE_YES:
      keyCodes[Int32(truncatingIfNeeded: value)]
    case OK:
      character(value)
    default:
      nil
    }
  }

  /// The keys with every Esc that is directly followed by a character or `Backspace` read as Alt
  /// plus that key: a terminal sends Alt+d as Esc then `d`, and curses reports
  /// the two apart when they arrive within its escape delay.
  static func combiningAltKeys(_ keys: [KeyEvent]) -> [KeyEvent] {
    guard keys.contains(.escape) else { return keys }
    var combined: [KeyEvent] = []
    combined.reserveCapacity(keys.count)
    var index = keys.startIndex
    while index < keys.endIndex {
      let key = keys[index]
      let next = keys.index(after: index)
      if key == .escape, next < keys.endIndex, takesAlt(keys[next]) {
        combined.append(.alt(keys[next]))
        index = keys.index(after: next)
      } else {
        combined.append(key)
        index = next
      }
    }
    return combined
  }

  private static func takesAlt(_ key: KeyEvent) -> Bool {
    switch key {
    case .character, .backspace: true
    default: false
    }
  }

  private static func character(_ value: UInt32) -> KeyEvent? {
    switch value {
    case 8, 127: .backspace
    case 9: .tab
    case 10, 13: .enter
    case 27: .escape
    case 0: .ctrl("@")
    // Ctrl-A is 1 … Ctrl-Z is 26; Ctrl-\ ] ^ _ are 28 … 31.
    case 1...26: Unicode.Scalar(value + 0x60).map { .ctrl(Character($0)) }
    case 28...31: Unicode.Scalar(value + 0x40).map { .ctrl(Character($0)) }
    case 0x80...0x9F: nil
    default: Unicode.Scalar(value).map { .character(Character($0)) }
    }
  }

  private static let keyCodes: [Int32: KeyEvent] = {
    var table: [Int32: KeyEvent] = [
      KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
      KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
      KEY_ENTER: .enter, KEY_BTAB: .backTab, KEY_BACKSPACE: .backspace, KEY_DC: .delete,
      KEY_RESIZE: .resize,
    ]
    for number in 1...12 {
      table[cn_key_f(Int32(number))] = .function(number)
    }
    return table
  }()
}
