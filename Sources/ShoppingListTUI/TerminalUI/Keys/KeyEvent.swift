/// A key the person pressed (or a click), decoded from the terminal, with a readable description
/// (`"a"`, `"ctrl+c"`, `"enter"`, `"shift+tab"`, `"f5"`) for key tables and help screens.
///
/// ```swift
/// switch key {
/// case .character("+"), .up: return .incrementKeyPressed
/// case .ctrl("d"): return .deleteKeyPressed
/// default: return nil
/// }
/// ```
package enum KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// A printable character, including any non-ASCII input (`"é"`, `"中"`).
  case character(Character)
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Enter or Return.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace, whichever byte or key code the terminal sends for it.
  case backspace
  /// Delete (forward delete).
  case delete
  /// A lone Escape.
  case escape
  /// Control plus a key: a lowercase letter, or one of `@ \ ] ^ _`.
  case ctrl(Character)
  /// A function key, F1 to F12.
  case function(Int)
  /// Alt (Meta) plus a key, which terminals send as Esc followed by the key: `alt+d`,
  /// `alt+backspace`.
  indirect case alt(KeyEvent)
  /// The terminal changed size.
  case resize
  /// Text pasted into the terminal, whole, as bracketed paste delivers it; line breaks included.
  case paste(String)
  /// A click or a turn of the wheel, reported only while the backend has mouse reporting on;
  /// the runtime hands it to ``TerminalApp/handleMouse`` with the screen's size.
  case mouse(MouseEvent)

  package var description: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdown"
    case .enter: "enter"
    case .tab: "tab"
    case .backTab: "shift+tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .escape: "esc"
    case .ctrl(let character): "ctrl+\(character)"
    case .function(let number): "f\(number)"
    case .alt(let key): "alt+\(key)"
    case .resize: "resize"
    case .paste: "paste"
    case .mouse(let event): "mouse \(event)"
    }
  }
}
