import ShoppingListFeatures
import TerminalUI

extension AppView {
  /// What the whole screen shows: the header, the active pane, the status bar, and whichever
  /// overlay is up. Deriving it costs what the screen shows, not what the list holds.
  package struct ViewState: Equatable, Sendable {
    /// The pane names, the active one highlighted.
    package var header: HeaderView.ViewState
    /// The active pane.
    package var pane: PaneViewState
    /// Counts, mode, save state and the transient message.
    var statusBar: StatusBarView.ViewState
    /// The help overlay, while it is shown.
    package var help: HelpView.ViewState?
    /// The question asked when the final save failed, while it is shown.
    package var alert: ModalView<App.Action.Alert>.ViewState?
    /// Whether the app is saving on its way out, when keys no longer do anything.
    package var isQuitting: Bool
  }
}

extension AppView.ViewState {
  /// The view state of `state`, with the keys `keys` binds in the header's hint and the help.
  ///
  /// NB: `state` is borrowed, as the store lends it (``Store/withState(_:)``): a copy of it would
  /// retain everything it holds. Closures capture the fields they read, not `state`.
  package init(_ state: borrowing App.State, keys: borrowing KeyMap = .standard) {
    let listTitle =
      if let trip = state.list.trip {
        HeaderView.ViewState.tripTitle(
          trip, basket: state.list.checkedCount, of: state.list.itemCount)
      } else {
        HeaderView.ViewState.listTitle(state.list.list, of: state.list.lists)
      }
    let header = HeaderView.ViewState(
      activePane: state.activePane,
      helpKey: keys.firstKey(of: "help", in: .global),
      listTitle: listTitle
    )
    let pane: AppView.PaneViewState
    let listStatus: ShoppingListView.Status?
    switch state.activePane {
    case .list:
      let list = ShoppingListView.ViewState(state.list, keys: keys)
      listStatus = list.status
      pane = .list(list)
    case .counter:
      listStatus = nil
      pane = .counter(CounterView.ViewState(state.counter, keys: copy keys))
    }
    let help: HelpView.ViewState? =
      if let shown = state.help { HelpView.ViewState(shown, keys: copy keys) } else { nil }
    // NB: the memberwise initializer builds the view state in place; assigning property by
    // property made the optimizer copy the whole view state.
    self.init(
      header: header,
      pane: pane,
      statusBar: StatusBarView.ViewState(
        state, listStatus: listStatus,
        undoKey: state.statusMessage?.offersUndo == true
          ? keys.firstKey(of: "undo", in: .list) : nil
      ),
      help: help,
      alert: state.alert.map {
        [scroll = state.alertScroll] in ModalView.ViewState($0, scroll: scroll)
      },
      isQuitting: state.quitting != nil
    )
  }
}

extension AppView.ViewState {
  /// Whether a dialog or the help is drawn over the screen.
  var hasOverlay: Bool {
    guard help == nil, alert == nil else { return true }
    switch pane {
    case .list(let list): return list.confirmationDialog != nil
    case .counter(let counter): return counter.alert != nil
    }
  }
}

extension AppView {
  /// The view state of the active pane; only that pane's view state is derived.
  package enum PaneViewState: Equatable, Sendable {
    /// The shopping list is shown.
    case list(ShoppingListView.ViewState)
    /// The counter is shown.
    case counter(CounterView.ViewState)
  }
}
