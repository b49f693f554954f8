import Dependencies
import ShoppingListModel

/// The household's stores and trips as the app reads and changes them: shopping mode, the
/// store view and the presence of someone shopping on another device. Reading never waits for
/// a file (the stores are read on a queue of their own and handed over as they change); a
/// change is written before it returns, with the stores as they are after it.
///
/// ```swift
/// @Dependency(\.stores) var stores
/// for await directory in stores.updates() { … }
/// ```
package struct StoresClient: Sendable {
  /// The stores and trips as read so far.
  package var directory: @Sendable () -> StoreDirectory
  /// The stores and trips each time they change, from now on.
  package var updates: @Sendable () -> AsyncStream<StoreDirectory>
  /// The name this device shops under ("Ada").
  package var shopperName: @Sendable () -> String
  /// Adds a store, with this id and name.
  package var createStore: @Sendable (StoreID, String) async throws -> StoreDirectory
  /// Sets the aisle order a person chose for a store, or clears it (`nil`).
  package var setAisles: @Sendable (StoreID, AisleOrder?) async throws -> StoreDirectory
  /// Writes this device's trip as it stands (started, an item checked, finished).
  package var saveTrip: @Sendable (Trip) async throws -> StoreDirectory

  /// A client with these operations.
  package init(
    directory: @escaping @Sendable () -> StoreDirectory,
    updates: @escaping @Sendable () -> AsyncStream<StoreDirectory>,
    shopperName: @escaping @Sendable () -> String,
    createStore: @escaping @Sendable (StoreID, String) async throws -> StoreDirectory,
    setAisles: @escaping @Sendable (StoreID, AisleOrder?) async throws -> StoreDirectory,
    saveTrip: @escaping @Sendable (Trip) async throws -> StoreDirectory
  ) {
    self.directory = directory
    self.updates = updates
    self.shopperName = shopperName
    self.createStore = createStore
    self.setAisles = setAisles
    self.saveTrip = saveTrip
  }

  /// No stores: a single list file (`--file`) keeps none; every change fails saying so.
  package static let none = StoresClient(
    directory: { StoreDirectory() },
    updates: { AsyncStream { $0.finish() } },
    shopperName: { "" },
    createStore: { _, _ in throw StoresUnavailable() },
    setAisles: { _, _ in throw StoresUnavailable() },
    saveTrip: { _ in throw StoresUnavailable() }
  )

  /// Why ``none`` refuses every change.
  package struct StoresUnavailable: Error, CustomStringConvertible {
    package var description: String {
      "stores and trips are kept in a shared folder, not in a single list file"
    }
  }
}

// NB: no stores rather than `unimplemented`: the list pane listens for them when it starts, and
// a feature test that is not about stores has none.
extension StoresClient: TestDependencyKey {
  package static let testValue = StoresClient.none
}

extension DependencyValues {
  /// The household's stores and trips (see ``StoresClient``).
  package var stores: StoresClient {
    get { self[StoresClient.self] }
    set { self[StoresClient.self] = newValue }
  }
}
