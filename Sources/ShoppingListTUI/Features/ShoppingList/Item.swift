import Architecture

/// One row of the shopping list as a feature, so that keys acting on the current item reach it
/// through `.items(.element(id:action:))` and the list only does the bookkeeping around them.
struct Item: Reducer {
  typealias State = ShoppingItem

  /// What the person did to this item.
  @CasePathable
  enum Action: Equatable, Sendable {
    /// `Space` or `x`: put the item in the basket, or take it out again.
    case checkKeyPressed
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .checkKeyPressed:
      state.isChecked.toggle()
      return .none
    }
  }
}
