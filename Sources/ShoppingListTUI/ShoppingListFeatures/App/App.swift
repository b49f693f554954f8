import Architecture

/// The whole app: the shopping list and the number-fact counter side by side as panes, and what
/// they share — the active pane, the layout the views measured, the status bar's messages, the
/// help overlay, and quitting only once the list is safely on disk.
///
/// The runtime passes in what the views measured with ``Action/layoutChanged(_:)`` whenever
/// the screen or what it shows changed; the app hands each part its numbers directly. The list
/// talks back through its delegate actions, which become transient status messages.
@Reducer
package struct App {
  /// Both panes and what they share: which pane is active, the status bar's transient message,
  /// the help overlay, and how far quitting has got.
  package struct State: Equatable, Sendable {
    /// The shopping-list pane, created with the list loaded before the store started.
    package var list: ShoppingList.State
    /// The number-fact counter pane.
    package var counter: Counter.State
    /// The pane shown and given the keys.
    package var activePane: Pane = .list
    /// A message for the status bar that disappears after ``App/statusMessageDuration``.
    package var statusMessage: StatusMessage?
    /// The help overlay, while it is shown.
    package var help: Help.State?
    /// The question asked when the final save failed, while it is shown.
    @Presents package var alert: AlertState<Action.Alert>?
    /// How far the question is scrolled; a new question starts at the top.
    package var alertScroll = ScrollPosition()
    /// How far quitting has got, `nil` while the app runs normally.
    package var quitting: Quitting?

    /// An app showing `list` and `counter`, the list first.
    package init(
      list: ShoppingList.State = ShoppingList.State(),
      counter: Counter.State = Counter.State()
    ) {
      self.list = list
      self.counter = counter
    }

    /// Whether the app is done and the process may end.
    package var hasQuit: Bool { quitting == .finished }

    /// The measurements each part of the app holds now, to compare with what the views measure.
    package var layout: Layout {
      Layout(
        list: list.viewport.layout,
        listConfirmationDialog: list.confirmationDialog.map { _ in
          list.confirmationDialogScroll.extent
        },
        counterAlert: counter.alert.map { _ in counter.alertScroll.extent },
        help: help?.scroll.extent,
        alert: alert.map { _ in alertScroll.extent }
      )
    }
  }

  /// What the person did anywhere in the app, what the runtime tells it, and what the panes
  /// and the app's own effects report.
  package enum Action: Equatable, Sendable {
    /// Something happened in the shopping-list pane.
    case list(ShoppingList.Action)
    /// Something happened in the counter pane.
    case counter(Counter.Action)
    /// Something happened in the help overlay.
    case help(Help.Action)
    /// A button of the question asked when the final save failed was picked.
    case alert(PresentationAction<Alert>)
    /// The question was scrolled with a key or the wheel.
    case alertScrolled(ScrollMove)

    /// The views measured a new layout: the screen changed size, or an overlay appeared.
    case layoutChanged(Layout)
    /// `Tab`.
    case nextPaneKeyPressed
    /// `shift+tab`.
    case previousPaneKeyPressed
    /// A click on a pane's name in the header.
    case tabClicked(Pane)
    /// `?`.
    case helpKeyPressed
    /// `q`: save, then quit.
    case quitKeyPressed
    /// Ctrl-C, `SIGTERM` or `SIGHUP`: save, then quit without asking anything.
    case terminationRequested
    /// The status bar's message has been shown long enough.
    case statusMessageExpired

    /// The quit question's button that does something; "Keep open" only closes it.
    package enum Alert: Equatable, Sendable {
      /// Quit and lose the changes since the last successful save.
      case quitWithoutSaving
    }
  }

  /// How far quitting has got, so keys stop reaching the panes once the person asked to quit and
  /// the runtime knows when the process may end.
  package enum Quitting: Equatable, Sendable {
    /// The list's final save is running. If it fails, the app asks whether to quit anyway when
    /// `asksOnFailure` (the person pressed `q`), or quits (Ctrl-C or a signal: the runtime will
    /// not wait for an answer).
    case savingList(asksOnFailure: Bool)
    /// Everything is saved or given up; the process may end.
    case finished
  }

  @Dependency(\.continuousClock) var clock

  /// How long a status message stays in the status bar.
  static let statusMessageDuration = Duration.seconds(3)

  package init() {}

  package var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { ShoppingList() }
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      core(into: &state, action: action)
    }
    .ifLet(\.help, action: \.help) { Help() }
    .ifLet(\.$alert, action: \.alert)
  }

  private enum CancelID {
    case statusMessage
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .layoutChanged(let layout):
      layoutChanged(to: layout, in: &state)
      return .none
    case .nextPaneKeyPressed:
      state.activePane = state.activePane.next
      return commitListEdit(&state)
    case .previousPaneKeyPressed:
      state.activePane = state.activePane.previous
      return commitListEdit(&state)
    case .tabClicked(let pane):
      guard pane != state.activePane else { return .none }
      state.activePane = pane
      return commitListEdit(&state)
    case .helpKeyPressed:
      state.help = Help.State(pane: state.activePane)
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
    case .list(.delegate(.finalSaveFinished)):
      return finalSaveFinished(&state)
    case .list, .counter:
      return .none
    case .quitKeyPressed:
      return quit(&state, asksOnFailure: true)
    case .terminationRequested:
      return terminationRequested(&state)
    case .alert(.presented(.quitWithoutSaving)):
      state.quitting = .finished
      return .none
    case .alert:
      return .none
    case .alertScrolled(let move):
      state.alertScroll.scroll(move)
      return .none
    }
  }

  /// Gives every pane and overlay its measurements; each keeps its cursor or scroll in range.
  private func layoutChanged(to layout: Layout, in state: inout State) {
    state.list.resize(to: layout.list)
    if let extent = layout.listConfirmationDialog, state.list.confirmationDialog != nil {
      state.list.confirmationDialogScroll.measure(extent)
    }
    if let extent = layout.counterAlert, state.counter.alert != nil {
      state.counter.alertScroll.measure(extent)
    }
    if let extent = layout.help { state.help?.scroll.measure(extent) }
    if let extent = layout.alert, state.alert != nil { state.alertScroll.measure(extent) }
  }

  /// Keeps the name being typed in the list, as `Enter` does (a new item left empty still
  /// disappears): leaving the list or quitting never drops what was typed.
  private func commitListEdit(_ state: inout State) -> Effect<Action> {
    ShoppingList().commitEdit(in: &state.list).map(Action.list)
  }

  /// Starts quitting: keeps the name being typed, stops what is running, and saves the list if
  /// it has unsaved changes and the trip if one is under way.
  private func quit(_ state: inout State, asksOnFailure: Bool) -> Effect<Action> {
    guard state.quitting == nil else { return .none }
    let commit = commitListEdit(&state)
    state.statusMessage = nil
    let stop = Effect<Action>.merge(
      commit,
      .cancel(id: CancelID.statusMessage),
      Counter.cancelFactRequest(&state.counter).map(Action.counter)
    )
    guard state.list.needsFinalSave else {
      state.quitting = .finished
      return stop
    }
    state.quitting = .savingList(asksOnFailure: asksOnFailure)
    return .merge(stop, ShoppingList.finalSave(&state.list).map(Action.list))
  }

  /// Quits without asking: the runtime ends the process shortly whatever the app does.
  private func terminationRequested(_ state: inout State) -> Effect<Action> {
    switch state.quitting {
    case nil where state.alert != nil:
      state.alert = nil
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
    let failure: SaveFailure
    switch state.list.save.status {
    case .failed(let failed):
      failure = failed
    case .readOnly(let reason):
      failure = SaveFailure(reason: reason)
    default:
      // NB: a change that arrived while the last write ran is still waiting for its own.
      return ShoppingList.finalSave(&state.list).map(Action.list)
    }
    if asksOnFailure {
      state.quitting = nil
      state.alert = .quitWithoutSaving(failure)
      state.alertScroll = ScrollPosition()
    } else {
      state.quitting = .finished
    }
    return .none
  }
}
