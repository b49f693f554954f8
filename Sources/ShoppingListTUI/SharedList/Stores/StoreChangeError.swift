import ShoppingListModel

/// Why a change to the household's stores was not made.
package enum StoreChangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stores folder could not be read or written.
  case folder(SharedFolderError)
  /// No store has this name.
  case noSuchStore(String)
  /// A store has this name already.
  case storeExists(String)
  /// A store needs a name.
  case emptyName

  package var description: String {
    switch self {
    case .folder(let error): error.description
    case .noSuchStore(let name): "there is no store named \(name)"
    case .storeExists(let name): "there is a store named \(name) already"
    case .emptyName: "a store needs a name"
    }
  }
}
