import Foundation
import ShoppingListModel

/// A list's history kept as a ``ReplicatedList`` of its own, in the `history` folder beside the
/// list's device files (see ``HistoryFolder``): one record per list and folded name (see
/// ``HistoryEntryID``), whose name, category, quantity and `left` are registers (the latest
/// write wins) and whose `bought` is each device's own count, added up over the devices.
extension ReplicatedList {
  /// The entries of every list's history, in no particular order; a record that never left a
  /// list (a category given to a name) or names no list this version can read is none.
  package var historyEntries: [HistoryEntry] {
    historyContents().entries
  }

  /// The history ranked for suggestions, with the categories remembered for names that never
  /// left a list.
  package var historyIndex: HistoryIndex {
    let contents = historyContents()
    return HistoryIndex(contents.entries, rememberedCategories: contents.categories)
  }

  /// The entries, and the categories remembered for names no entry has, by list and folded name.
  private func historyContents() -> (
    entries: [HistoryEntry], categories: [ListID: [String: String]]
  ) {
    var bought: [UUID: (count: Int64, last: Int64)] = [:]
    for log in logs.values {
      for (id, record) in log.records {
        guard let register = record.unknownFields[HistoryField.bought.rawValue] else { continue }
        let count = HistoryField.count(in: register.value)
        let earlier = bought[id] ?? (0, .min)
        bought[id] = (earlier.count.addingSaturating(count), max(earlier.last, register.stamp.wall))
      }
    }
    var entries: [HistoryEntry] = []
    var categories: [ListID: [String: String]] = [:]
    forEachMergedItem { merged in
      guard let name = merged.name?.value, !name.isEmpty else { return }
      let list: ListID
      if let raw = merged.unknownFields[HistoryField.list.rawValue] {
        guard let named = HistoryField.list(in: raw.value) else { return }
        list = named
      } else {
        list = .main
      }
      let category = merged.details[.category]?.value ?? ""
      guard let left = merged.unknownFields[HistoryField.left.rawValue] else {
        if merged.details[.category] != nil {
          categories[list, default: [:]][NameFolding.folded(name)] = category
        }
        return
      }
      let count = bought[merged.id]
      entries.append(
        HistoryEntry(
          id: merged.id, name: name, list: list, category: category,
          quantity: merged.details[.quantity].flatMap { ItemQuantity(storedText: $0.value) },
          timesBought: count?.count ?? 0,
          lastBought: count.map { Self.date(ofWall: $0.last) },
          lastLeft: Self.date(ofWall: left.stamp.wall)
        )
      )
    }
    return (entries, categories)
  }

  /// Writes `notes` into `device`'s log, each with a stamp of `clock` at `now`: the name, the
  /// list, the category given or the item's own (when it has one), its last quantity, that it
  /// left, and one more to this device's count when it was bought.
  package mutating func record(
    _ notes: [HistoryNote], by device: DeviceID, clock: inout HybridClock, now: Int64
  ) {
    if let newestStamp { clock.observe(newestStamp, now: now) }
    for note in notes {
      let name = ShoppingItem.sanitizedName(note.name)
      guard !name.isEmpty else { continue }
      let stamp = clock.tick(now: now)
      let id = HistoryEntryID.id(list: note.list, name: name)
      var record = ItemRecord(id: id)
      record.edited = stamp
      record.name = Register(value: name, stamp: stamp)
      record.unknownFields[HistoryField.list.rawValue] = Register(
        value: HistoryField.raw(of: note.list), stamp: stamp
      )
      switch note {
      case .categoryGiven(_, _, let category):
        record.details[.category] = Register(
          value: ItemDetail.category.cleaned(category), stamp: stamp
        )
      case .left(let item, let bought):
        if !item.category.isEmpty {
          record.details[.category] = Register(value: item.category, stamp: stamp)
        }
        record.details[.quantity] = Register(
          value: item.quantity?.storedText ?? "", stamp: stamp
        )
        record.unknownFields[HistoryField.left.rawValue] = Register(
          value: RawJSON(text: "true"), stamp: stamp
        )
        if bought {
          let own = log(of: device).records[id]?.unknownFields[HistoryField.bought.rawValue]
          let count = own.map { HistoryField.count(in: $0.value) } ?? 0
          record.unknownFields[HistoryField.bought.rawValue] = Register(
            value: HistoryField.raw(ofCount: count.addingSaturating(1)), stamp: stamp
          )
        }
      }
      merge(DeviceLog(device: device, records: [id: record]))
    }
  }

  private static func date(ofWall wall: Int64) -> Date {
    Date(timeIntervalSince1970: Double(wall) / 1000)
  }
}
