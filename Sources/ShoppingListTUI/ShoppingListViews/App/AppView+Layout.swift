import ShoppingListFeatures
import TerminalUI

extension AppView {
  /// How the screen is split: the header on the first row, the status bar on the last, and the
  /// active pane in between.
  ///
  /// ```swift
  /// AppView.Regions(screen: Size(width: 80, height: 24)).pane  // 80×22 at (0, 1)
  /// ```
  package struct Regions: Equatable, Sendable {
    /// The row of pane names.
    package let header: Rect
    /// The active pane.
    package let pane: Rect
    /// The row of counts, mode, save state and messages.
    let statusBar: Rect

    /// The regions of a screen of `screen`; on a screen too short for all three, the pane gets
    /// what is left, possibly nothing.
    package init(screen: Size) {
      let (header, rest) = Rect(size: screen).divided(atRow: 1)
      let (pane, statusBar) = rest.divided(atRow: rest.height - 1)
      self.header = header
      self.pane = pane
      self.statusBar = statusBar
    }
  }

  /// What `state` takes on a screen of `screen`, measured with the layouts the views draw with:
  /// the rows the list has for items, and the lines of every overlay shown. The runtime sends
  /// it to the app when it differs from ``App/State/layout``, so the rows the list scrolls are
  /// exactly the rows on screen.
  ///
  /// ```swift
  /// let layout = AppView.layout(of: store.state, on: Size(width: 80, height: 24))
  /// layout.list.rows  // 22
  /// ```
  package static func layout(
    of state: borrowing App.State, on screen: Size, keys: KeyMap = .standard
  ) -> App.Layout {
    let bounds = Rect(size: screen)
    return App.Layout(
      list: ShoppingListView.layout(of: state.list, in: Regions(screen: screen).pane.size),
      listConfirmationDialog: state.list.confirmationDialog.map {
        ModalView.extent(of: $0, in: bounds)
      },
      counterAlert: state.counter.alert.map { ModalView.extent(of: $0, in: bounds) },
      help: state.help.map { HelpView.extent(of: $0, in: bounds, keys: keys) },
      alert: state.alert.map { ModalView.extent(of: $0, in: bounds) }
    )
  }
}
