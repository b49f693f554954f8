import Foundation
import ShoppingListModel

extension ReplicatedList {
  /// The folder's lists and their names: the main list, named ``ListSummary/mainListName``
  /// until someone renames it, and every list whose record has a name and a change its joined
  /// removal did not see (the visibility rule of items, so a list renamed on one device while
  /// another removes it stays).
  ///
  /// A list's record is found by its ``ItemDetail/listName`` field, which only list records
  /// have; looking them up goes through every record once.
  package var listNames: [ListID: String] {
    var ids = Set<UUID>()
    for log in logs.values {
      // NB: by index, so that no record is copied to look at one field.
      let records = log.records.values.elements
      for index in records.indices where records[index].details[.listName] != nil {
        ids.insert(log.records.keys[index])
      }
    }
    var names: [ListID: String] = [.main: ListSummary.mainListName]
    for id in ids {
      guard let (list, name) = listRecord(id) else { continue }
      names[list] = name
    }
    return names
  }

  /// The name of the list whose record has `id` and whether it shows, or `nil` when it does not
  /// (removed, or no name).
  func listRecord(_ id: UUID) -> (ListID, String)? {
    let records = logs.values.compactMap { $0.records[id] }
    var name: Register<String>?
    var tombstone: Tombstone?
    for record in records {
      name = name.joined(with: record.details[.listName])
      tombstone = tombstone.joined(with: record.tombstone)
    }
    guard let name, !name.value.isEmpty else { return nil }
    let list = ListID(id)
    // NB: the main list is never removed: a forged removal of it is ignored.
    if list != .main, let tombstone {
      let edits = records.compactMap(\.newestEdit)
      guard edits.contains(where: { !tombstone.covers($0) }) else { return nil }
    }
    return (list, name.value)
  }
}
