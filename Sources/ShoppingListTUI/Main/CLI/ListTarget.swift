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

  /// Puts `items` above every item, in their order, except those whose name the list (or an
  /// item before them) has already: the item there comes out of the basket and gets their
  /// quantity added instead (see ``ShoppingItem/changesAddingAgain(_:)``).
  ///
  /// - Returns: The items that were on the list already, as they are now.
  @discardableResult
  func add(_ items: [ShoppingItem]) throws -> [ShoppingItem] {
    var found: [ShoppingItem] = []
    try change { listed in
      found = []
      var list = IdentifiedArray(keepingFirstOf: listed)
      var new: [ShoppingItem] = []
      var changes: [ListChange] = []
      for item in items {
        let folded = NameFolding.folded(item.name)
        if let index = new.firstIndex(where: { $0.isNamed(folded: folded) }) {
          if let quantity = item.quantity {
            new[index].quantity = ItemQuantity.adding(quantity, to: new[index].quantity)
          }
        } else if let existing = list.first(where: { $0.isNamed(folded: folded) }) {
          let again = existing.changesAddingAgain(item.quantity)
          for change in again { list.apply(change) }
          changes += again
          found.append(list[id: existing.id] ?? existing)
        } else {
          new.append(item)
        }
      }
      return (new.isEmpty ? [] : [.insert(new, at: .start)]) + changes
    }
    return found
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
