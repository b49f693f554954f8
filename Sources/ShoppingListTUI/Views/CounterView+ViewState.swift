extension CounterView {
  /// What the counter pane shows, as display-ready text.
  struct ViewState: Equatable, Sendable {
    /// The count in digits, e.g. `"-42"`.
    var count: String
    /// The line under the count: the fact on its way, or where facts come from.
    var status: Status
    /// The fact modal; the app draws it over the whole screen and gives it every key.
    var modal: ModalView<Never>.ViewState?

    /// The view state of `state`.
    init(_ state: Counter.State) {
      count = String(state.count)
      if let number = state.factInFlight {
        status = .fetching("Fetching a fact about \(number)…")
      } else {
        switch state.factsMode {
        case .auto: status = .idle("")
        case .live: status = .idle("facts from the network only")
        case .offline: status = .idle("offline facts")
        }
      }
      modal = state.factModal.map(ModalView.ViewState.init)
    }
  }
}
