/// One of a folder's lists as the app's list switcher and the `lists` command show it.
package struct ListSummary: Equatable, Hashable, Sendable {
  /// The list's id.
  package var id: ListID
  /// Its name ("Groceries").
  package var name: String
  /// How many items are on it, checked or not.
  package var itemCount: Int
  /// How many of them are still to buy.
  package var uncheckedCount: Int

  /// A list `name` with these counts.
  package init(id: ListID, name: String, itemCount: Int = 0, uncheckedCount: Int = 0) {
    self.id = id
    self.name = name
    self.itemCount = itemCount
    self.uncheckedCount = uncheckedCount
  }

  /// The counts in words, as the app and `lists` say them: "12 items, 9 to buy".
  package var counts: String {
    let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
    return "\(items), \(uncheckedCount) to buy"
  }

  /// What the main list is called until someone renames it.
  package static let mainListName = "Shopping list"
}
