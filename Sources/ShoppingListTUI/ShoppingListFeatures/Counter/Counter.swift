import Architecture
import NumberFacts

/// The number-fact counter: a count to nudge up and down, and facts about it from the fact
/// server or worked out offline, shown in an alert.
///
/// Asking for a fact while one is on its way cancels the first request; keys keep working while
/// it is fetched. The app stops a request in flight when it quits with
/// ``cancelFactRequest(_:)``.
@Reducer
package struct Counter {
  /// The counter pane: the count, where facts come from, the fact on its way, and the fact
  /// shown in an alert.
  package struct State: Equatable, Sendable {
    /// The number on screen; it stops at `Int.min` and `Int.max` instead of overflowing.
    package var count: Int
    /// Where facts come from, set from the command line.
    package var factsMode: FactsMode
    /// The number whose fact is on its way, `nil` when no request is in flight.
    package var factInFlight: Int?
    /// The fact (or why there is none), shown over the screen until dismissed.
    @Presents package var alert: AlertState<Action.Alert>?
    /// How far the fact is scrolled; a new fact starts at the top.
    package var alertScroll = ScrollPosition()

    /// A counter at `count` taking facts from `factsMode`.
    package init(count: Int = 0, factsMode: FactsMode = .auto) {
      self.count = count
      self.factsMode = factsMode
    }
  }

  /// What the person did in the counter pane, and what came back from asking for a fact.
  package enum Action: Equatable, Sendable {
    /// `+`, `=`, `k` or `↑`.
    case incrementKeyPressed
    /// `-`, `j` or `↓`.
    case decrementKeyPressed
    /// `0`.
    case resetKeyPressed
    /// `f` or Enter: a fact about the current number, replacing any request in flight.
    case numberFactKeyPressed
    /// The fact server answered, or could not.
    case numberFactResponse(Result<String, NumberFactFailure>)
    /// The fact alert's button was picked (it only closes the alert).
    case alert(PresentationAction<Alert>)
    /// The fact was scrolled with a key or the wheel.
    case alertScrolled(ScrollMove)

    /// The fact alert only informs: its one button has no action of its own.
    package enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.numberFact) var numberFact
  @Dependency(\.offlineNumberFact) var offlineNumberFact

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementKeyPressed:
        let (sum, overflow) = state.count.addingReportingOverflow(1)
        if !overflow { state.count = sum }
        return .none

      case .decrementKeyPressed:
        let (difference, overflow) = state.count.subtractingReportingOverflow(1)
        if !overflow { state.count = difference }
        return .none

      case .resetKeyPressed:
        state.count = 0
        return .none

      case .numberFactKeyPressed:
        return askForFact(&state)

      case let .numberFactResponse(response):
        guard let number = state.factInFlight else {
          reportIssue(
            """
            A number fact response arrived while no request was in flight: \(response)

            A request is cancelled when another one starts or the app quits, and a cancelled \
            request cannot answer. Was "factInFlight" cleared without cancelling the request?
            """
          )
          return .none
        }
        state.factInFlight = nil
        let message = factMessage(about: number, response, mode: state.factsMode)
        showFact(about: number, message, in: &state)
        return .none

      case .alert:
        return .none

      case .alertScrolled(let move):
        state.alertScroll.scroll(move)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Stops the fact request in flight, if any; the app returns this when the person quits.
  ///
  /// ```swift
  /// case .quitKeyPressed:
  ///   state.isQuitting = true
  ///   return Counter.cancelFactRequest(&state.counter).map(Action.counter)
  /// ```
  static func cancelFactRequest(_ state: inout State) -> Effect<Action> {
    state.factInFlight = nil
    return .cancel(id: CancelID.numberFact)
  }

  package init() {}

  private enum CancelID { case numberFact }

  private func askForFact(_ state: inout State) -> Effect<Action> {
    let number = state.count
    guard state.factsMode != .offline else {
      showFact(about: number, offlineNumberFact.fact(number), in: &state)
      return .none
    }
    state.factInFlight = number
    return .run { send in
      let fact = try await numberFact.fetch(number)
      await send(.numberFactResponse(.success(fact)))
    } catch: { error, send in
      await send(.numberFactResponse(.failure(NumberFactFailure(error))))
    }
    .cancellable(id: CancelID.numberFact, cancelInFlight: true)
  }

  /// What the fact alert says for `response`: the fact, an offline one, or why there is none.
  private func factMessage(
    about number: Int,
    _ response: Result<String, NumberFactFailure>,
    mode: FactsMode
  ) -> String {
    switch (response, mode) {
    case let (.success(fact), _):
      fact
    case (.failure, .auto), (.failure, .offline):
      "\(offlineNumberFact.fact(number)) (offline)"
    case let (.failure(failure), .live):
      "Could not load a number fact :(\n\(Self.sentence(failure.reason))"
    }
  }

  /// Presents `message` about `number` in an alert with one OK button, scrolled to the top.
  private func showFact(about number: Int, _ message: String, in state: inout State) {
    state.alert = AlertState {
      TextState("Fact about \(number)")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(message)
    }
    state.alertScroll = ScrollPosition()
  }

  /// `reason` as a sentence: capitalised, with a full stop.
  private static func sentence(_ reason: String) -> String {
    reason.prefix(1).uppercased() + reason.dropFirst() + (reason.hasSuffix(".") ? "" : ".")
  }
}

/// Where the counter's number facts come from, chosen with `--facts`.
package enum FactsMode: String, CaseIterable, Equatable, Sendable {
  /// Ask the facts service and fall back to a computed fact marked "(offline)" when it fails.
  case auto
  /// Only ask the facts service; a failure is shown as such.
  case live
  /// Never touch the network; facts are computed from the number.
  case offline
}
