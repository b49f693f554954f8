/// The app's two panes, in the order `Tab` visits them: the shopping list first, since it is
/// what people open the app for.
package enum Pane: CaseIterable, Equatable, Sendable {
  /// The shopping list.
  case list
  /// The number-fact counter.
  case counter

  /// The name the header shows.
  package var title: String {
    switch self {
    case .list: "Shopping list"
    case .counter: "Counter"
    }
  }

  /// The pane `Tab` moves to, wrapping around after the last.
  package var next: Pane {
    let panes = Self.allCases
    let index = panes.firstIndex(of: self) ?? panes.startIndex
    return panes[(index + 1) % panes.count]
  }

  /// The pane `shift+tab` moves to, wrapping around before the first.
  package var previous: Pane {
    let panes = Self.allCases
    let index = panes.firstIndex(of: self) ?? panes.startIndex
    return panes[(index + panes.count - 1) % panes.count]
  }
}
