import SharedList
import ShoppingListModel
import ShoppingListStorage

/// How a command reads and changes the household's stores and trips (see ``StoresFolder``):
/// the stores folder of the shared folder the options name, read with a warning for each file
/// skipped, and changed as this device in one short critical section, as ``SharedListAccess``
/// does the list. A list file (`--file`) keeps no stores: ``StoreNameError/listFile``.
enum StoresAccess {
  /// A change to the stores as this device, made with its clock at a wall time.
  typealias Edit = (inout ReplicatedList, inout HybridClock, Int64) throws(StoreChangeError) -> Void

  /// The stores and trips of the folder `target` names, as this device sees them.
  static func directory(_ target: ListTarget) throws -> StoreDirectory {
    let stores = StoresFolder(listFolder: try SharedListAccess.openForReading(location(target)))
    return try SharedListAccess.read(stores.folder).list
      .storeDirectory(ownDevice: stores.folder.device.id)
  }

  /// Makes the change `makeChange` works out from the stores as they are, as this device.
  /// Nothing is written when it fails.
  static func change(_ target: ListTarget, _ makeChange: (StoreDirectory) throws -> Edit) throws {
    let stores = StoresFolder(listFolder: try SharedListAccess.open(location(target)).folder)
    let snapshot = try SharedListAccess.read(stores.folder)
    if let unreadableOwnFile = stores.folder.unreadableOwnFile(in: snapshot) {
      throw unreadableOwnFile
    }
    let edit = try makeChange(snapshot.list.storeDirectory(ownDevice: stores.folder.device.id))
    let now = HybridClock.wallClockNow()
    do throws(StoreChangeError) {
      try stores.change(into: snapshot.list, now: now) { list, clock throws(StoreChangeError) in
        try edit(&list, &clock, now)
      }
    } catch {
      switch error {
      case .folder(let error): throw error
      case .storeExists(let name): throw StoreNameError.taken(name)
      case .noSuchStore, .emptyName: throw error
      }
    }
  }

  /// The shared folder `target` names; a list file keeps no stores.
  private static func location(_ target: ListTarget) throws -> SharedListLocation {
    guard case .sharedFolder(let location) = target else { throw StoreNameError.listFile }
    return location
  }
}
