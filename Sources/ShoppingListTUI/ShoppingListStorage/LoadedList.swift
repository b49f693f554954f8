import IdentifiedCollections
import ShoppingListModel

/// What the app gets when it opens the list: the items, and whether this instance may save them.
package struct LoadedList: Equatable, Sendable {
  /// The items, in list order, indexed by id as the list feature keeps them.
  package var items: IdentifiedArrayOf<ShoppingItem>

  /// Why changes cannot be saved (another instance holds the lock, the directory is read-only),
  /// shown in the read-only banner; `nil` when this instance is the list's writer.
  package var readOnlyReason: ListStorageError?

  /// Whether the list's file existed when it was loaded; `false` for a list never written yet.
  package var isOnDisk: Bool

  /// The files of other devices that could not be read, each with the reason, for a banner.
  package var skippedFiles: [String]

  /// The list these items are on; a list file has only the main list.
  package var list: ListSummary

  /// Every list of the folder, the main list first, then by name.
  package var lists: [ListSummary]

  /// A loaded list of `items`, the first of a repeated id kept.
  package init(
    items: [ShoppingItem], readOnlyReason: ListStorageError? = nil, isOnDisk: Bool = true,
    skippedFiles: [String] = [],
    list: ListSummary = ListSummary(id: .main, name: ListSummary.mainListName),
    lists: [ListSummary]? = nil
  ) {
    self.init(
      items: IdentifiedArray(keepingFirstOf: items), readOnlyReason: readOnlyReason,
      isOnDisk: isOnDisk, skippedFiles: skippedFiles, list: list, lists: lists
    )
  }

  /// A loaded list of `items`, already indexed (a list file's, as read).
  package init(
    items: IdentifiedArrayOf<ShoppingItem>, readOnlyReason: ListStorageError? = nil,
    isOnDisk: Bool = true, skippedFiles: [String] = [],
    list: ListSummary = ListSummary(id: .main, name: ListSummary.mainListName),
    lists: [ListSummary]? = nil
  ) {
    self.items = items
    self.readOnlyReason = readOnlyReason
    self.isOnDisk = isOnDisk
    self.skippedFiles = skippedFiles
    self.list = list
    self.lists = lists ?? [list]
  }

  /// Whether saves will be refused.
  package var isReadOnly: Bool { readOnlyReason != nil }
}
