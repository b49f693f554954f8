import IdentifiedCollections
import SharedList
import ShoppingListModel
import ShoppingListStorage

/// The list a command works on: a single list file (`--file`), which one process at a time
/// changes under its lock, or a shared folder, which any number of processes and devices
/// change at once (see ``SharedFolder``).
enum ListTarget: Equatable, Sendable {
  /// A version-1 list file.
  case singleFile(ListFile)
  /// A shared list folder and this device's identity.
  case sharedFolder(SharedListLocation)

  /// The items in list order, and why this device's own file in a shared folder could not be
  /// read, if it could not: the items are then what the other devices' files hold.
  func items() throws -> (items: [ShoppingItem], unreadableOwnFile: SharedFolderError?) {
    switch self {
    case let .singleFile(file):
      return (try file.read(), nil)
    case let .sharedFolder(location):
      let read = try SharedListAccess.read(location)
      return (read.snapshot.list.visibleItems, read.unreadableOwnFile)
    }
  }

  /// Puts `items` above every item, in their order.
  func insertAtTop(_ items: [ShoppingItem]) throws {
    try change { _ in [.insert(items, at: .start)] }
  }

  /// Checks, unchecks or removes the items `names` name (see ``ItemMatch``); when any name
  /// matches no item or several, nothing changes and ``UnresolvedItemNames`` says why.
  func edit(_ names: [String], _ edit: ItemEdit) throws {
    try change { items in edit.changes(for: try ItemMatch.resolve(names, in: items)) }
  }

  /// Applies the changes `makeChanges` works out from the items as they are, as the app's
  /// writes do: to a list file's items, or as this device's writes to a shared folder. Nothing
  /// is written when `makeChanges` or a change fails.
  private func change(_ makeChanges: ([ShoppingItem]) throws -> [ListChange]) throws {
    switch self {
    case let .singleFile(file):
      try file.update { items in
        var list = IdentifiedArray(keepingFirstOf: items)
        for change in try makeChanges(list.elements) { list.apply(change) }
        items = list.elements
      }
    case let .sharedFolder(location):
      try SharedListAccess.change(location) { snapshot in
        try makeChanges(snapshot.list.visibleItems)
      }
    }
  }
}
