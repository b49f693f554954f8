/// One step of scrolling a dialog's text, as the person asked for it: `j` `↓` or a wheel notch
/// down, `k` `↑` or a notch up, Page Down, Page Up.
///
/// A dialog's state is data only (`AlertState`, `ConfirmationDialogState`), so the feature that
/// presents one keeps a ``ScrollPosition`` beside it and moves it with an action carrying this:
///
/// ```swift
/// case .alertScrolled(let move):
///   state.alertScroll.scroll(move)
///   return .none
/// ```
package enum ScrollMove: Equatable, Sendable {
  /// One line further down.
  case lineDown
  /// One line back up.
  case lineUp
  /// A page further down, keeping one line of context.
  case pageDown
  /// A page back up, keeping one line of context.
  case pageUp
}

extension ScrollPosition {
  /// Scrolls by `move`, staying within the text.
  package mutating func scroll(_ move: ScrollMove) {
    switch move {
    case .lineDown: scroll(by: 1)
    case .lineUp: scroll(by: -1)
    case .pageDown: scroll(byPages: 1)
    case .pageUp: scroll(byPages: -1)
    }
  }
}
