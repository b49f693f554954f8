extension Counter {
  /// The counter pane: the count, where facts come from, the fact on its way, and the fact
  /// shown in a modal.
  struct State: Equatable, Sendable {
    /// The number on screen; it stops at `Int.min` and `Int.max` instead of overflowing.
    var count: Int
    /// Where facts come from, set from the command line.
    var factsMode: FactsMode
    /// The number whose fact is on its way, `nil` when no request is in flight.
    var factInFlight: Int?
    /// The fact (or why there is none), shown over the screen until dismissed.
    var factModal: ModalState<Never>?
    /// The screen, which the fact modal is laid out on.
    var screenSize: Size

    /// A counter at `count` taking facts from `factsMode`.
    init(
      count: Int = 0,
      factsMode: FactsMode = .auto,
      screenSize: Size = ModalLayout.smallestScreen
    ) {
      self.count = count
      self.factsMode = factsMode
      self.screenSize = screenSize
    }
  }
}
