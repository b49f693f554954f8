import Dependencies
import ShoppingListModel

/// The list's history as the app reads it while a person types: what left the list, ranked
/// (see ``HistoryIndex``), for suggestions, the usuals and remembered categories. Reading it
/// never waits for a file: a shared folder's history is read on a queue of its own after the
/// list is on screen, and this gives what has been read so far.
///
/// ```swift
/// @Dependency(\.listHistory) var listHistory
/// let suggestions = listHistory.index().suggestions(for: "mi", in: .main)
/// ```
package struct ListHistory: Sendable {
  /// The history as read so far.
  package var index: @Sendable () -> HistoryIndex

  /// A history that reads `index`.
  package init(index: @escaping @Sendable () -> HistoryIndex) {
    self.index = index
  }

  /// No history: a single list file (`--file`) keeps none.
  package static let none = ListHistory { HistoryIndex() }
}

// NB: an empty history rather than `unimplemented`: every new item asks it for a remembered
// category, and a feature test that is not about the history has none.
extension ListHistory: TestDependencyKey {
  package static let testValue = ListHistory.none
}

extension DependencyValues {
  /// The list's history (see ``ListHistory``).
  package var listHistory: ListHistory {
    get { self[ListHistory.self] }
    set { self[ListHistory.self] = newValue }
  }
}
