import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The action a mouse event sends to the help overlay: the wheel scrolls it a line a notch,
  /// and a click anywhere closes it, so the click that follows reaches the screen beneath.
  package static func action(for event: MouseEvent) -> Help.Action? {
    switch event.kind {
    case .wheelDown: .scrollDownKeyPressed
    case .wheelUp: .scrollUpKeyPressed
    case .press: .dismissKeyPressed
    case .release: nil
    }
  }
}
