import Architecture

extension ShoppingList.Action {
  /// What the list tells App, which owns the status bar.
  @CasePathable
  enum Delegate: Equatable, Sendable {
    /// A transient message for the status bar, e.g. "Deleted “milk” · u to undo".
    case statusMessage(String)
  }
}
