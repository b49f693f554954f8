/// A click or a turn of the wheel, decoded from the terminal's mouse reports, at the cell it
/// happened on; views map it to an action by what they drew there, as they map keys.
///
/// ```swift
/// if event.kind == .press(.left), rowRect.contains(event.position) {
///   return .rowClicked(id)
/// }
/// ```
package struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
  /// What the mouse did.
  package var kind: Kind
  /// The cell under the pointer, counted from zero at the top-left corner.
  package var position: Point
  /// The modifier keys held down.
  package var modifiers: Modifiers

  /// An event of `kind` at `position`, with `modifiers` held down.
  package init(_ kind: Kind, at position: Point, modifiers: Modifiers = []) {
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }

  /// Reads like a key's description: `"left press at (3, 4)"`, `"ctrl+wheel down at (0, 0)"`.
  package var description: String {
    let names = [
      (Modifiers.shift, "shift"), (Modifiers.ctrl, "ctrl"), (Modifiers.alt, "alt"),
    ]
    let prefix = names.filter { modifiers.contains($0.0) }.map { "\($0.1)+" }.joined()
    return "\(prefix)\(kind) at \(position)"
  }
}

extension MouseEvent {
  /// A mouse button.
  package enum Button: Hashable, Sendable, CustomStringConvertible {
    /// The primary button.
    case left
    /// The wheel pressed, or the middle button.
    case middle
    /// The secondary button.
    case right

    package var description: String {
      switch self {
      case .left: "left"
      case .middle: "middle"
      case .right: "right"
      }
    }
  }

  /// What the mouse did: a button went down or up, or the wheel turned one notch.
  package enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The wheel turned one notch away from the person.
    case wheelUp
    /// The wheel turned one notch towards the person.
    case wheelDown

    package var description: String {
      switch self {
      case .press(let button): "\(button) press"
      case .release(let button): "\(button) release"
      case .wheelUp: "wheel up"
      case .wheelDown: "wheel down"
      }
    }
  }

  /// The modifier keys held down during a mouse event; most terminals keep shift for their own
  /// text selection.
  package struct Modifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    package static let shift = Modifiers(rawValue: 1 << 0)
    /// Control.
    package static let ctrl = Modifiers(rawValue: 1 << 1)
    /// Alt (Meta).
    package static let alt = Modifiers(rawValue: 1 << 2)
  }
}
