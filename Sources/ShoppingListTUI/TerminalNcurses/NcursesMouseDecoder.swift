import CNcurses
import TerminalUI

/// Turns what `getmouse` reports into a ``MouseEvent``; a pure function of the event, so it is
/// table-tested without a terminal.
package enum NcursesMouseDecoder {
  /// The events the backend asks curses for: presses and releases of the three buttons and the
  /// wheel. No motion: the terminal then reports nothing while the pointer merely moves.
  static let reportedEvents: mmask_t =
    cn_button1_pressed() | cn_button1_released() | cn_button2_pressed() | cn_button2_released()
    | cn_button3_pressed() | cn_button3_released() | cn_button4_pressed() | cn_button5_pressed()

  /// The mouse event `getmouse` stored, or `nil` for one the app has no use for.
  package static func decode(_ event: MEVENT) -> MouseEvent? {
    guard event.x >= 0, event.y >= 0,
      let kind = kinds.first(where: { event.bstate & $0.mask != 0 })?.kind
    else { return nil }
    var modifiers: MouseEvent.Modifiers = []
    if event.bstate & cn_button_shift() != 0 { modifiers.insert(.shift) }
    if event.bstate & cn_button_ctrl() != 0 { modifiers.insert(.ctrl) }
    if event.bstate & cn_button_alt() != 0 { modifiers.insert(.alt) }
    return MouseEvent(
      kind, at: Point(x: Int(event.x), y: Int(event.y)), modifiers: modifiers
    )
  }

  private static let kinds: [(mask: mmask_t, kind: MouseEvent.Kind)] = [
    (cn_button1_pressed(), .press(.left)),
    (cn_button1_released(), .release(.left)),
    (cn_button2_pressed(), .press(.middle)),
    (cn_button2_released(), .release(.middle)),
    (cn_button3_pressed(), .press(.right)),
    (cn_button3_released(), .release(.right)),
    (cn_button4_pressed(), .wheelUp),
    (cn_button5_pressed(), .wheelDown),
  ]
}
