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

  /// The items of the list `list` names (the main list when `nil`) in list order, the name
  /// of that list, and why this device's own file in a shared folder could not be read, if it
  /// could not: the items are then what the other devices' files hold.
  func items(
    in list: String? = nil
  ) throws -> (items: [ShoppingItem], list: String?, unreadableOwnFile: SharedFolderError?) {
    switch self {
    case .singleFile(let file):
      if list != nil { throw ListNameError.oneListOnly }
      return (try file.read(), nil, nil)
    case .sharedFolder(let location):
      let read = try SharedListAccess.read(location)
      let lists = FolderLists(read.snapshot.list)
      let id = try Self.list(named: list, in: lists) ?? .main
      let items = read.snapshot.list.visibleItems.filter { lists.shownList(of: $0) == id }
      return (items.map(lists.shown), lists.names[id], read.unreadableOwnFile)
    }
  }

  /// The folder's lists with their counts, the main list first.
  func lists() throws -> (lists: [ListSummary], unreadableOwnFile: SharedFolderError?) {
    switch self {
    case .singleFile(let file):
      let items = try file.read()
      let main = FolderLists(names: [:]).summaries(of: items)
      return (main, nil)
    case .sharedFolder(let location):
      let read = try SharedListAccess.read(location)
      let list = read.snapshot.list
      return (FolderLists(list).summaries(of: list.visibleItems), read.unreadableOwnFile)
    }
  }

  /// Puts `items` above every item of the list `list` names (created when the folder lacks
  /// it), in their order.
  func insertAtTop(_ items: [ShoppingItem], in list: String? = nil) throws {
    try change { _, lists in
      let (id, create) = try Self.list(named: list, creatingIn: lists)
      return create + [.insert(items.map { $0.on(id) }, at: .start)]
    }
  }

  /// Puts `items` above every item of the list `list` names (created when the folder lacks
  /// it), in their order, except those whose name that list (or an item before them) has
  /// already: the item there comes out of the basket and gets their quantity added instead
  /// (see ``ShoppingItem/changesAddingAgain(_:)``).
  ///
  /// - Returns: The items that were on the list already, as they are now.
  @discardableResult
  func add(_ items: [ShoppingItem], in list: String? = nil) throws -> [ShoppingItem] {
    var found: [ShoppingItem] = []
    try change { listed, lists in
      found = []
      let (id, create) = try Self.list(named: list, creatingIn: lists)
      var list = IdentifiedArray(keepingFirstOf: listed.filter { lists.shownList(of: $0) == id })
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
          new.append(item.on(id))
        }
      }
      return create + (new.isEmpty ? [] : [.insert(new, at: .start)]) + changes
    }
    return found
  }

  /// Checks, unchecks or removes the items `names` name on the list `list` names (see
  /// ``ItemMatch``); when any name matches no item or several, nothing changes and
  /// ``UnresolvedItemNames`` says why.
  func edit(_ names: [String], _ edit: ItemEdit, in list: String? = nil) throws {
    try change { items, lists in
      let id = try Self.list(named: list, in: lists) ?? .main
      let shown = items.filter { lists.shownList(of: $0) == id }.map(lists.shown)
      return edit.changes(for: try ItemMatch.resolve(names, in: shown))
    }
  }

  /// Moves the items `names` name on the list `list` names to the list `target` names
  /// (created when the folder lacks it); nothing changes when a name is not resolved.
  func move(_ names: [String], in list: String?, to target: String) throws {
    guard case .sharedFolder = self else { throw ListNameError.oneListOnly }
    try change { items, lists in
      let id = try Self.list(named: list, in: lists) ?? .main
      let shown = items.filter { lists.shownList(of: $0) == id }.map(lists.shown)
      let moved = try ItemMatch.resolve(names, in: shown)
      let (destination, create) = try Self.list(named: target, creatingIn: lists)
      return create
        + moved.filter { $0.list != destination }.map { item in
          .moveToList(PlacedItem(offset: 0, item: item), to: destination)
        }
    }
  }

  /// Creates, renames or removes one of the folder's lists with the change `makeChange` makes
  /// of its lists.
  func changeLists(_ makeChange: (FolderLists) throws -> ListChange) throws {
    guard case .sharedFolder = self else { throw ListNameError.oneListOnly }
    try change { _, lists in [try makeChange(lists)] }
  }

  /// The list `name` names in `lists`, `nil` for no name; throws when there is none.
  static func list(named name: String?, in lists: FolderLists) throws -> ListID? {
    guard let name else { return nil }
    guard let id = lists.list(named: name) else {
      let names = lists.summaries(of: []).map(\.name)
      throw ListNameError.noList(named: name, lists: names)
    }
    return id
  }

  /// The list `name` names in `lists`, and the change that creates it when there is none.
  private static func list(
    named name: String?, creatingIn lists: FolderLists
  ) throws -> (ListID, [ListChange]) {
    guard let name else { return (.main, []) }
    if let id = lists.list(named: name) { return (id, []) }
    let id = ListID.random()
    return (id, [.createList(id, name: name)])
  }

  /// Applies the changes `makeChanges` works out from the items as they are and the folder's
  /// lists, as the app's writes do: to a list file's items (which has the main list only), or
  /// as this device's writes to a shared folder. Nothing is written when `makeChanges` or a
  /// change fails.
  private func change(
    _ makeChanges: ([ShoppingItem], FolderLists) throws -> [ListChange]
  ) throws {
    switch self {
    case .singleFile(let file):
      try file.update { items in
        var list = IdentifiedArray(keepingFirstOf: items)
        let changes = try makeChanges(list.elements, FolderLists(names: [:]))
        if changes.contains(where: \.changesLists) { throw ListNameError.oneListOnly }
        for change in changes { list.apply(change) }
        items = list.elements
      }
    case .sharedFolder(let location):
      try SharedListAccess.change(location) { snapshot in
        try makeChanges(snapshot.list.visibleItems, FolderLists(snapshot.list))
      }
    }
  }
}

extension ShoppingItem {
  /// The item on `list`.
  fileprivate func on(_ list: ListID) -> ShoppingItem {
    var item = self
    item.list = list
    return item
  }
}

extension ListChange {
  /// Whether the change is about the folder's lists rather than items on the one shown.
  fileprivate var changesLists: Bool {
    switch self {
    case .createList, .renameList, .removeList, .moveToList: true
    default: false
    }
  }
}
