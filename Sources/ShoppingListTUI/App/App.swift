import Architecture

/// The whole app: the shopping list and the number-fact counter side by side as panes, and what
/// they share — the active pane, the screen's layout, the status bar's messages, the help
/// overlay, and quitting only once the list is safely on disk.
///
/// The runtime reports the screen's size with ``Action/screenResized(_:)``; the app passes each
/// pane the part of the screen it gets. The list talks back through its delegate actions, which
/// become transient status messages.
struct App: Reducer {
  @Dependency(\.continuousClock) var clock

  /// How long a status message stays in the status bar.
  static let statusMessageDuration = Duration.seconds(3)

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { ShoppingList() }
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      core(into: &state, action: action)
    }
    .ifLet(\.help, action: \.help) { Help() }
    .ifLet(\.quitConfirmation, action: \.quitConfirmation) { Modal() }
  }

  private enum CancelID {
    case statusMessage
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .screenResized(let size):
      return screenResized(to: size, in: &state)
    case .nextPaneKeyPressed:
      state.activePane = state.activePane.next
      return .none
    case .previousPaneKeyPressed:
      state.activePane = state.activePane.previous
      return .none
    case .helpKeyPressed:
      state.help = Help.State(pane: state.activePane, screenSize: state.screenSize)
      return .none
    case .help(.dismissKeyPressed):
      state.help = nil
      return .none
    case .help:
      return .none
    case .list(.delegate(.statusMessage(let message))):
      state.statusMessage = message
      return .run { send in
        try await clock.sleep(for: Self.statusMessageDuration)
        await send(.statusMessageExpired)
      }
      .cancellable(id: CancelID.statusMessage, cancelInFlight: true)
    case .statusMessageExpired:
      state.statusMessage = nil
      return .none
    case .list(.listSaved):
      return finalSaveFinished(&state)
    case .list, .counter:
      return .none
    case .quitKeyPressed:
      return quit(&state, asksOnFailure: true)
    case .terminationRequested:
      return terminationRequested(&state)
    case .quitConfirmation(.buttonPressed(.quitWithoutSaving)):
      state.quitConfirmation = nil
      state.quitting = .finished
      return .none
    case .quitConfirmation(.buttonPressed):
      state.quitConfirmation = nil
      return .none
    case .quitConfirmation:
      return .none
    }
  }

  /// Gives every pane and overlay the size it lays itself out in.
  private func screenResized(to size: Size, in state: inout State) -> Effect<Action> {
    state.screenSize = size
    let pane = AppView.Layout(screen: size).pane.size
    var effects: [Effect<Action>] = [
      .send(.list(.screenResized(screen: size, pane: pane))),
      .send(.counter(.screenResized(size))),
    ]
    if state.help != nil {
      effects.append(.send(.help(.screenResized(size))))
    }
    if state.quitConfirmation != nil {
      effects.append(.send(.quitConfirmation(.screenResized(size))))
    }
    return .merge(effects)
  }

  /// Starts quitting: stops what is running and saves the list if it has unsaved changes.
  private func quit(_ state: inout State, asksOnFailure: Bool) -> Effect<Action> {
    guard state.quitting == nil else { return .none }
    state.statusMessage = nil
    let stop = Effect<Action>.merge(
      .cancel(id: CancelID.statusMessage),
      Counter.cancelFactRequest(&state.counter).map(Action.counter)
    )
    guard state.list.hasUnsavedChanges else {
      state.quitting = .finished
      return stop
    }
    state.quitting = .savingList(asksOnFailure: asksOnFailure)
    return .merge(stop, ShoppingList.finalSave(&state.list).map(Action.list))
  }

  /// Quits without asking: the runtime ends the process shortly whatever the app does.
  private func terminationRequested(_ state: inout State) -> Effect<Action> {
    switch state.quitting {
    case nil where state.quitConfirmation != nil:
      state.quitConfirmation = nil
      state.quitting = .finished
      return .none
    case nil:
      return quit(&state, asksOnFailure: false)
    case .savingList:
      state.quitting = .savingList(asksOnFailure: false)
      return .none
    case .finished:
      return .none
    }
  }

  /// Finishes quitting once the final save is done, or asks what to do when it failed.
  private func finalSaveFinished(_ state: inout State) -> Effect<Action> {
    guard case .savingList(let asksOnFailure) = state.quitting, !state.list.save.isWriting else {
      return .none
    }
    guard state.list.hasUnsavedChanges else {
      state.quitting = .finished
      return .none
    }
    guard case .failed(let reason) = state.list.save.status else {
      // NB: a change that arrived while the last write ran is still waiting for its own.
      return ShoppingList.finalSave(&state.list).map(Action.list)
    }
    if asksOnFailure {
      state.quitting = nil
      state.quitConfirmation = QuitConfirmation.question(
        saveFailure: reason, screenSize: state.screenSize
      )
    } else {
      state.quitting = .finished
    }
    return .none
  }
}
