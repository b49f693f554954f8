import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// What a mouse event does in the dialog drawn centred in `screen`: a left click on a
  /// button picks it, as its key would; the wheel scrolls the message a line a notch. Anything
  /// else, a click outside the box included, does nothing: a question is never answered by a
  /// stray click.
  package static func action(
    for event: MouseEvent, in state: ViewState, on screen: Rect
  ) -> Event? {
    switch event.kind {
    case .wheelDown: return .scrolled(.lineDown)
    case .wheelUp: return .scrolled(.lineUp)
    case .press(.left): break
    default: return nil
    }
    let layout = ModalLayout(
      title: state.title, message: state.message, footerWidth: state.footerWidth, in: screen
    )
    let frames = buttonFrames(of: state, in: layout.footer)
    guard let index = frames.firstIndex(where: { $0.contains(event.position) }) else {
      return nil
    }
    return .picked(state.buttons[index].choice)
  }
}
