import Architecture
import ShoppingListFeatures

// NB: temporary, until the quit question is an `AlertState` too.
extension ModalState {
  /// The same dialog as an alert, for the view.
  var alertState: AlertState<ButtonAction> {
    AlertState {
      TextState(title)
    } actions: {
      for button in buttons {
        ButtonState(
          role: button.role.map { $0 == .cancel ? .cancel : .destructive },
          action: .send(button.action)
        ) { TextState(button.label) }
      }
    } message: {
      TextState(message)
    }
  }
}

extension ModalView.Event {
  /// The modal's action for this event.
  var modalAction: ModalAction<ButtonAction> {
    switch self {
    case .picked(.presented(let action)): .buttonPressed(action)
    case .picked(.dismiss): .buttonPressed(nil)
    case .scrolled(.lineDown): .scrollDownKeyPressed
    case .scrolled(.lineUp): .scrollUpKeyPressed
    case .scrolled(.pageDown): .pageDownKeyPressed
    case .scrolled(.pageUp): .pageUpKeyPressed
    }
  }
}
