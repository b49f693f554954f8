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

    /// The view state of `state`, with the keys `keys` binds in the header's hint and the help.
    package init(_ state: App.State, keys: KeyMap = .standard) {
      header = HeaderView.ViewState(
        activePane: state.activePane,
        helpKey: keys.firstKey(of: "help", in: .global),
        listTitle: state.list.trip.map {
          HeaderView.ViewState.tripTitle(
            $0, basket: state.list.checkedCount, of: state.list.itemCount)
        } ?? HeaderView.ViewState.listTitle(state.list.list, of: state.list.lists)
      )
      let list: ShoppingListView.ViewState?
      switch state.activePane {
      case .list:
        let listViewState = ShoppingListView.ViewState(state.list, keys: keys)
        list = listViewState
        pane = .list(listViewState)
      case .counter:
        list = nil
        pane = .counter(CounterView.ViewState(state.counter, keys: keys))
      }
      statusBar = StatusBarView.ViewState(
        state, list: list,
        undoKey: state.statusMessage?.offersUndo == true
          ? keys.firstKey(of: "undo", in: .list) : nil
      )
      help = state.help.map { HelpView.ViewState($0, keys: keys) }
      alert = state.alert.map { ModalView.ViewState($0, scroll: state.alertScroll) }
      isQuitting = state.quitting != nil
    }
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
