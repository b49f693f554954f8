import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// `A`: shows the aisles of the store shopped at (or whose order the list follows, or last
  /// shopped at), or closes them.
  func toggleAisles(in state: inout State) -> Effect<Action> {
    guard state.aisles == nil else {
      state.aisles = nil
      return .none
    }
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    let id = state.trip?.trip.store ?? state.orderStore ?? state.stores.lastStore?.id
    guard let id, let store = state.stores.store(id) else {
      return .send(.delegate(.statusMessage("No stores yet: a trip names the first one")))
    }
    state.usuals = nil
    state.aisles = StoreAisles(store, items: state.items)
    return .none
  }

  /// `J`/`K` in the aisles: moves the highlighted category, which sets the store's order by
  /// hand (it then wins over what trips teach until it is changed or cleared).
  func moveAisle(by offset: Int, in state: inout State) -> Effect<Action> {
    guard var aisles = state.aisles, aisles.moveCurrent(by: offset) else { return .none }
    state.aisles = aisles
    return writeAisles(AisleOrder(categories: aisles.categories), of: aisles.store)
  }

  /// `l` in the aisles: the store follows the order its trips teach again.
  func useLearnedAisles(in state: inout State) -> Effect<Action> {
    guard let aisles = state.aisles, aisles.isHandSet else { return .none }
    return .merge(
      writeAisles(nil, of: aisles.store),
      .send(.delegate(.statusMessage("\(aisles.name) follows its trips' order again")))
    )
  }

  /// `Enter` in the aisles: the list shows grouped in this store's order (outside a trip).
  func groupByAisles(in state: inout State) -> Effect<Action> {
    guard let aisles = state.aisles else { return .none }
    state.aisles = nil
    state.orderStore = aisles.store
    state.regroup()
    return .send(.delegate(.statusMessage("The list follows the aisles of \(aisles.name)")))
  }

  private func writeAisles(_ order: AisleOrder?, of store: StoreID) -> Effect<Action> {
    .run { [stores] send in
      do {
        await send(.storesUpdated(try await stores.setAisles(store, order)))
      } catch {
        await send(.storesWriteFailed("The aisles were not written: \(error)"))
      }
    }
  }
}
