import ShoppingListFeatures
import TerminalUI

extension CounterView {
  /// What the counter pane shows, as display-ready text.
  package struct ViewState: Equatable, Sendable {
    /// The count in digits, e.g. `"-42"`.
    package var count: String
    /// The line under the count: the fact on its way, or where facts come from.
    package var status: Status
    /// The fact alert; the app draws it over the whole screen and gives it every key.
    package var alert: ModalView<Counter.Action.Alert>.ViewState?
    /// The key summary along the bottom of the pane, "+/- count · 0 reset · f fact" with the
    /// standard keys.
    var hint: String

    /// The view state of `state`, its hint naming the keys `keys` binds.
    package init(_ state: Counter.State, keys: KeyMap = .standard) {
      count = String(state.count)
      hint = CounterView.hint(keys: keys)
      if let number = state.factInFlight {
        status = .fetching("Fetching a fact about \(number)…")
      } else {
        switch state.factsMode {
        case .auto: status = .idle("")
        case .live: status = .idle("facts from the network only")
        case .offline: status = .idle("offline facts")
        }
      }
      alert = state.alert.map { ModalView.ViewState($0, scroll: state.alertScroll) }
    }
  }
}

extension CounterView {
  /// The line under the count, and how loudly to show it.
  package enum Status: Equatable, Sendable {
    /// Nothing is happening; a quiet note, possibly empty.
    case idle(String)
    /// A fact is on its way.
    case fetching(String)
  }
}
