import Architecture

/// The number-fact counter: a count to nudge up and down, and facts about it from the fact
/// server or worked out offline, shown in a modal.
///
/// Asking for a fact while one is on its way cancels the first request; keys keep working while
/// it is fetched. The app stops a request in flight when it quits with
/// ``cancelFactRequest(_:)``.
struct Counter: Reducer {
  @Dependency(\.numberFact) var numberFact
  @Dependency(\.offlineNumberFact) var offlineNumberFact

  var body: some ReducerOf<Self> {
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
        state.factModal = factModal(
          about: number, response, mode: state.factsMode, screenSize: state.screenSize
        )
        return .none

      case .factModal(.buttonPressed):
        state.factModal = nil
        return .none

      case .factModal:
        return .none

      case let .screenResized(size):
        state.screenSize = size
        return state.factModal == nil ? .none : .send(.factModal(.screenResized(size)))
      }
    }
    .ifLet(\.factModal, action: \.factModal) { Modal() }
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

  private enum CancelID { case numberFact }

  private func askForFact(_ state: inout State) -> Effect<Action> {
    let number = state.count
    guard state.factsMode != .offline else {
      state.factModal = modal(
        about: number, message: offlineNumberFact.fact(number), screenSize: state.screenSize
      )
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

  private func factModal(
    about number: Int,
    _ response: Result<String, NumberFactFailure>,
    mode: FactsMode,
    screenSize: Size
  ) -> ModalState<Never> {
    let message: String
    switch (response, mode) {
    case let (.success(fact), _):
      message = fact
    case (.failure, .auto), (.failure, .offline):
      message = "\(offlineNumberFact.fact(number)) (offline)"
    case let (.failure(failure), .live):
      message = "Could not load a number fact :(\n\(Self.sentence(failure.reason))"
    }
    return modal(about: number, message: message, screenSize: screenSize)
  }

  private func modal(about number: Int, message: String, screenSize: Size) -> ModalState<Never> {
    ModalState(title: "Fact about \(number)", message: message, screenSize: screenSize)
  }

  /// `reason` as a sentence: capitalised, with a full stop.
  private static func sentence(_ reason: String) -> String {
    reason.prefix(1).uppercased() + reason.dropFirst() + (reason.hasSuffix(".") ? "" : ".")
  }
}
