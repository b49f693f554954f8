import SharedList
import ShoppingListModel

/// Why a `stores` or `trips` command, or `list --store`, cannot use the store it names.
enum StoreNameError: Error, Equatable, CustomStringConvertible {
  /// The folder has no store of that name.
  case noStore(named: String, stores: [String])
  /// The new name is another store's already.
  case taken(String)
  /// A list file (`--file`) keeps no stores.
  case listFile

  var description: String {
    switch self {
    case .noStore(let name, let stores) where stores.isEmpty:
      "there is no store named “\(name)”; there are no stores yet (add one with "
        + "`shopping-list stores add NAME`)"
    case .noStore(let name, let stores):
      "there is no store named “\(name)”; the stores are "
        + stores.map { "“\($0)”" }.joined(separator: ", ")
    case .taken(let name):
      "there is a store named “\(name)” already"
    case .listFile:
      "a list file (--file) keeps no stores; stores and trips need a shared folder"
    }
  }

  /// The store named `name` in `directory`, cleaned as a name is and compared as names are
  /// (case and accents aside); throws when there is none.
  static func store(named name: String, in directory: StoreDirectory) throws -> GroceryStore {
    guard let store = existingStore(named: name, in: directory) else {
      throw noStore(named: ShoppingItem.sanitizedName(name), stores: directory.stores.map(\.name))
    }
    return store
  }

  /// The store named `name` in `directory`, as ``store(named:in:)`` finds it, if there is one.
  static func existingStore(named name: String, in directory: StoreDirectory) -> GroceryStore? {
    directory.store(named: ShoppingItem.sanitizedName(name))
  }
}
