import Foundation
import TestSupport

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Stores, trips and the devices' stores folders the stores tests write literally.
enum StoresFixture {
  static let lidl = StoreID(UUID(uuidString: "51000000-0000-4000-8000-000000000001")!)
  static let rewe = StoreID(UUID(uuidString: "52000000-0000-4000-8000-000000000002")!)
  static let laptopTrip = UUID(uuidString: "71000000-0000-4000-8000-000000000001")!
  static let phoneTrip = UUID(uuidString: "72000000-0000-4000-8000-000000000002")!

  /// 2025-11-24 12:00:00 UTC, the noon of ``Fixture/noon``.
  static let noon = Date(timeIntervalSince1970: 1_763_985_600)

  /// The stores folder of the list in `directory`, as `device` named `name`.
  static func stores(
    _ directory: TemporaryDirectory, _ device: DeviceID, _ name: String
  ) -> StoresFolder {
    StoresFolder(
      listFolder: SharedFolder(
        path: directory.appending("list"), device: DeviceIdentity(id: device, name: name)
      )
    )
  }

  /// The laptop's stores folder.
  static func laptop(_ directory: TemporaryDirectory) -> StoresFolder {
    stores(directory, Fixture.laptop, "laptop")
  }

  /// The phone's stores folder.
  static func phone(_ directory: TemporaryDirectory) -> StoresFolder {
    stores(directory, Fixture.phone, "Ada")
  }

  /// `date` `seconds` after ``noon``.
  static func at(_ seconds: TimeInterval) -> Date {
    noon.addingTimeInterval(seconds)
  }

  /// ``Fixture/noon`` `seconds` later, in milliseconds.
  static func ms(_ seconds: Int64) -> Int64 {
    Fixture.noon + seconds * 1000
  }
}

extension StoresFolder {
  /// Adds a store as this device at `now`.
  func create(_ store: StoreID, _ name: String, now: Int64) throws {
    try change(now: now) { list, clock throws(StoreChangeError) in
      try list.createStore(store, named: name, clock: &clock, now: now)
    }
  }

  /// Makes `change` to `store` as this device at `now`, on `list` (the stores as this device
  /// read them earlier, missing what others did since) when given.
  func make(
    _ change: StoreChange, to store: StoreID = StoresFixture.lidl, at now: Int64,
    on list: ReplicatedList? = nil
  ) throws {
    try self.change(into: list, now: now) { list, clock throws(StoreChangeError) in
      switch change {
      case .rename(let name): try list.renameStore(store, to: name, clock: &clock, now: now)
      case .remove: try list.removeStore(store, clock: &clock, now: now)
      case .aisles(let categories):
        do {
          try list.setAisles(
            categories.map { AisleOrder(categories: $0) }, of: store, clock: &clock, now: now)
        } catch {
          throw .noSuchStore(store.description)
        }
      }
    }
  }

  /// The names of the stores this device reads at `now`.
  func names(now: Int64) throws -> [String] {
    try directory(now: now).stores.map(\.name)
  }
}

/// A change the tests make to a store.
enum StoreChange {
  case rename(String)
  case remove
  /// The order set by hand, or cleared (`nil`).
  case aisles([String]?)
}
