import Foundation
import ShoppingListModel

/// The changes a person makes to the household's stores, written as `clock`'s device into the
/// stores' own list: a store is created, renamed and removed as an item is, so two devices
/// that rename one store at once end with one name, and a store removed while another device
/// renames it stays.
extension ReplicatedList {
  /// Adds a store named `name` after the others.
  ///
  /// - Throws: ``StoreChangeError/storeExists(_:)`` when a store has that name (compared as
  ///   names are), ``StoreChangeError/emptyName`` for a name with nothing to show.
  package mutating func createStore(
    _ store: StoreID, named name: String, clock: inout HybridClock, now: Int64
  ) throws(StoreChangeError) {
    let name = try uniqueStoreName(name, besides: nil)
    do {
      try apply(.add(id: store.uuid, name: name, at: .end), clock: &clock, now: now)
    } catch {
      throw .emptyName
    }
  }

  /// Renames `store` to `name`.
  package mutating func renameStore(
    _ store: StoreID, to name: String, clock: inout HybridClock, now: Int64
  ) throws(StoreChangeError) {
    let name = try uniqueStoreName(name, besides: store)
    do {
      try apply(.rename(store.uuid, name), clock: &clock, now: now)
    } catch {
      throw .noSuchStore(name)
    }
  }

  /// Removes `store`; its trips stay in the folder, and a store with its id (a removal another
  /// device had not seen) keeps what they taught.
  package mutating func removeStore(
    _ store: StoreID, clock: inout HybridClock, now: Int64
  ) throws(StoreChangeError) {
    guard mergedItem(store.uuid)?.isVisible == true else { throw .noSuchStore(store.description) }
    do {
      try apply(.remove([store.uuid]), clock: &clock, now: now)
    } catch {
      throw .noSuchStore(store.description)
    }
  }

  /// `name` cleaned, when no store but `store` has it.
  private func uniqueStoreName(
    _ name: String, besides store: StoreID?
  ) throws(StoreChangeError) -> String {
    let cleaned = ShoppingItem.sanitizedName(name)
    guard !cleaned.isEmpty else { throw .emptyName }
    let folded = NameFolding.folded(cleaned)
    if visibleItems.contains(where: {
      $0.id != store?.uuid && NameFolding.folded($0.name) == folded
    }) {
      throw .storeExists(cleaned)
    }
    return cleaned
  }
}
