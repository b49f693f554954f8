import Foundation
import ShoppingListModel

/// History entries the tests write literally: bought most to least, milk to candles.
extension HistoryEntry {
  /// 2025-11-17 12:00:00 UTC.
  package static let lastWeek = Date(timeIntervalSince1970: 1_763_380_800)
  /// 2025-11-23 12:00:00 UTC.
  package static let yesterday = Date(timeIntervalSince1970: 1_763_899_200)

  package static let milk = HistoryEntry(
    id: UUID(201), name: "Milk", category: "Fridge", quantity: ItemQuantity(amount: 2, unit: "l"),
    timesBought: 12, lastBought: lastWeek, lastLeft: lastWeek
  )
  package static let eggs = HistoryEntry(
    id: UUID(202), name: "eggs", quantity: ItemQuantity(amount: 6), timesBought: 3,
    lastBought: lastWeek, lastLeft: lastWeek
  )
  package static let oatMilk = HistoryEntry(
    id: UUID(203), name: "oat milk", category: "Dairy & Eggs", timesBought: 2,
    lastBought: yesterday, lastLeft: yesterday
  )
  package static let mints = HistoryEntry(
    id: UUID(204), name: "Mints", category: "Snacks & Sweets", timesBought: 2,
    lastBought: lastWeek, lastLeft: lastWeek
  )
  package static let candles = HistoryEntry(id: UUID(205), name: "candles", lastLeft: lastWeek)
}
