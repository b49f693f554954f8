import Foundation
import ShoppingListModel
import ShoppingListStorage

/// One device file's items as each shows by its own record, gathered while the file is decoded,
/// each record just made: a start works the visible list out from these
/// (``VisibleList/init(_:shares:)``) instead of going through 100,000 records again, each a read
/// of memory far from the last.
///
/// ```swift
/// var pass = DeviceFileDecoder.Pass(
///   skipping: RecordLines(), notingLines: true, gathersShare: true
/// )
/// // …decode the file…
/// let share = pass.share  // nil when the file held an item twice
/// ```
package struct VisibleShare: Sendable {
  /// The position keys of ``items``, at the same index.
  private(set) var keys: [PositionKey?] = []
  /// The items that show by their record alone, in the file's order.
  private(set) var items: [ShoppingItem] = []
  /// The ids of the records that do not show alone (removed, or without a name), which another
  /// device's records of the same item may still make show.
  private(set) var hidden: [UUID] = []

  /// An empty share, with room for `capacity` records.
  init(reservingCapacity capacity: Int) {
    keys.reserveCapacity(capacity)
    items.reserveCapacity(capacity)
  }

  /// Notes how `record`, the file's only record of its item, shows.
  mutating func note(_ record: ItemRecord) {
    guard record.showsAlone else {
      hidden.append(record.id)
      return
    }
    keys.append(record.position?.value)
    // NB: made where it is kept, so that the item is not copied on its way.
    items.append(record.itemShownAlone)
  }

  /// How many records the share speaks for.
  var recordCount: Int { items.count + hidden.count }

  /// Keeps only the items whose ids `isIncluded` accepts, in place.
  mutating func keepItems(where isIncluded: (UUID) -> Bool) {
    var kept = 0
    // NB: an index not reached yet still holds its own item; swaps only fill earlier ones.
    for index in items.indices where isIncluded(items[index].id) {
      if kept != index {
        items.swapAt(kept, index)
        keys.swapAt(kept, index)
      }
      kept += 1
    }
    items.removeLast(items.count - kept)
    keys.removeLast(keys.count - kept)
  }

  /// Adds an item worked out by merging, with its key.
  mutating func append(_ item: ShoppingItem, key: PositionKey?) {
    items.append(item)
    keys.append(key)
  }
}
