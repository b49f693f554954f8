import ShoppingListFeatures
import ShoppingListModel
import TerminalUI

/// Draws the header: the panes' names with the active one highlighted, and how to get help on
/// the right when there is room.
///
/// ```swift
/// HeaderView.render(HeaderView.ViewState(activePane: .list), into: &canvas, in: headerRow)
/// // " Shopping list   Counter                                                ? help"
/// ```
package enum HeaderView {
  /// Draws `state` on the first row of `rect`.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    var x = row.minX
    for (tab, frame) in zip(state.tabs, tabFrames(of: state, in: row)) {
      let style = tab.isActive ? Style([.bold, .reverse], color: .accent) : Style(color: .muted)
      x =
        canvas.put(
          label(of: tab), at: frame.origin, style: style, clippedTo: row, overflow: .ellipsis
        ) + 1
    }
    guard let hint = state.hint else { return }
    let hintX = row.maxX - hint.displayWidth - 1
    if hintX > x {
      canvas.put(hint, at: Point(x: hintX, y: row.minY), style: Style(color: .muted))
    }
  }
}

extension HeaderView {
  /// The pane whose name a left click at `event`'s position hits in the header drawn in
  /// `rect`, or `nil`.
  package static func pane(
    clickedBy event: MouseEvent, in state: ViewState, in rect: Rect
  ) -> Pane? {
    guard event.kind == .press(.left) else { return nil }
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height))
    let frames = tabFrames(of: state, in: row)
    guard let index = frames.firstIndex(where: { $0.contains(event.position) }) else {
      return nil
    }
    return Pane.allCases[index]
  }

  /// Where each tab goes in the header row, one column apart, cut to the row: where they are
  /// drawn and where a click picks them.
  static func tabFrames(of state: ViewState, in row: Rect) -> [Rect] {
    var x = row.minX
    return state.tabs.map { tab in
      let width = label(of: tab).displayWidth
      defer { x += width + 1 }
      return Rect(x: x, y: row.minY, width: width, height: 1).intersection(row)
    }
  }

  private static func label(of tab: Tab) -> String { " \(tab.title) " }
}

extension HeaderView {
  /// The header's pane names, in `Tab` order, and which one is active.
  package struct ViewState: Equatable, Sendable {
    /// One name per pane, in `Tab` order.
    package var tabs: [Tab]
    /// The hint at the right end, naming the first key that shows the help (`"? help"`), or
    /// `nil` when no key does.
    var hint: String?

    /// The header when `activePane` is shown and `helpKey` shows the help; `listTitle` names
    /// the list shown in the list pane's tab instead of the pane.
    package init(
      activePane: Pane, helpKey: KeyEvent? = .character("?"), listTitle: String? = nil
    ) {
      tabs = Pane.allCases.map { pane in
        let title = pane == .list ? listTitle ?? pane.title : pane.title
        return Tab(title: title, isActive: pane == activePane)
      }
      hint = helpKey.map { "\($0) help" }
    }

    /// The list pane's tab during a trip: the store and how far the basket has got
    /// ("At Lidl 3/8").
    package static func tripTitle(_ trip: ShoppingTrip, basket: Int, of count: Int) -> String {
      "At \(trip.storeName) \(basket)/\(count)"
    }

    /// The list pane's tab for the list `list` of `lists`: its name, and its place among them
    /// when there are several ("Party 2/3").
    package static func listTitle(_ list: ListSummary, of lists: [ListSummary]) -> String {
      guard lists.count > 1, let index = lists.firstIndex(where: { $0.id == list.id }) else {
        return list.name
      }
      return "\(list.name) \(index + 1)/\(lists.count)"
    }
  }
}

extension HeaderView {
  /// A pane's name in the header.
  package struct Tab: Equatable, Sendable {
    /// The pane's name.
    package var title: String
    /// Whether the pane is the one shown.
    package var isActive: Bool

    /// The tab of the pane called `title`.
    package init(title: String, isActive: Bool) {
      self.title = title
      self.isActive = isActive
    }
  }
}
