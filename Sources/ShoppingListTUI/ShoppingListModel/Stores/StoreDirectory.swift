import Foundation

/// The household's stores and trips as the folder's `stores` files add up to: what shopping
/// mode, the store view and the `stores` and `trips` commands read.
///
/// ```swift
/// let lidl = directory.store(named: "lidl")
/// let shopping = directory.othersShopping(at: now)  // "Ada is shopping at Lidl"
/// ```
package struct StoreDirectory: Equatable, Sendable {
  /// The stores, in the order they were added.
  package var stores: [GroceryStore]
  /// Every trip, the newest start first.
  package var trips: [Trip]

  /// A directory of these stores and trips.
  package init(stores: [GroceryStore] = [], trips: [Trip] = []) {
    self.stores = stores
    self.trips = trips
  }

  /// The store with `id`, if it was not removed.
  package func store(_ id: StoreID) -> GroceryStore? {
    stores.first { $0.id == id }
  }

  /// The store named `name`, compared as names are (case and accents aside).
  package func store(named name: String) -> GroceryStore? {
    let folded = NameFolding.folded(name)
    return stores.first { NameFolding.folded($0.name) == folded }
  }

  /// This device's trip that has not finished, the newest if there are several.
  package var ownTripUnderWay: Trip? {
    trips.first { $0.isOwn && $0.finished == nil && store($0.store) != nil }
  }

  /// The other devices' trips under way at `now` (see ``Trip/isUnderWay(at:)``), newest first.
  package func othersShopping(at now: Date) -> [Trip] {
    trips.filter { !$0.isOwn && $0.isUnderWay(at: now) && store($0.store) != nil }
  }

  /// The store a new trip starts at by default: the one this device last shopped at, or else
  /// the one anyone last shopped at, or else the first.
  package var lastStore: GroceryStore? {
    let own = trips.lazy.filter(\.isOwn).compactMap { store($0.store) }.first
    return own ?? trips.lazy.compactMap { store($0.store) }.first ?? stores.first
  }

  /// What the newest finished trip from `list` did not find: its store's name and the folded
  /// names; `nil` before any trip from the list finished with something bought (a trip that
  /// bought nothing was stopped, not made).
  package func notFoundLastTime(on list: ListID) -> NotFound? {
    let last = trips.lazy.filter { $0.list == list && $0.finished != nil && !$0.checked.isEmpty }
      .max { ($0.finished ?? .distantPast) < ($1.finished ?? .distantPast) }
    guard let last else { return nil }
    return NotFound(
      store: store(last.store)?.name ?? "", names: Set(last.notFound.map(NameFolding.folded))
    )
  }

  /// What a finished trip left on the list.
  package struct NotFound: Equatable, Sendable {
    /// The name of the store it was not found at; empty when the store was removed since.
    package var store: String
    /// The names not found, folded.
    package var names: Set<String>

    /// Whether `name` was not found.
    package func contains(_ name: String) -> Bool {
      names.contains(NameFolding.folded(name))
    }
  }
}
