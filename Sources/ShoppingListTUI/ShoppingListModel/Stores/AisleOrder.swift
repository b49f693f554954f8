// TEMPORARY STUB (replaced by the learn branch)
import Foundation
package struct StoreWalk: Equatable, Sendable {
  package var trip: UUID
  package var finished: Int64
  package var categories: [String]
  package init(trip: UUID, finished: Int64, categories: [String]) {
    self.trip = trip
    self.finished = finished
    self.categories = categories
  }
}
package struct AisleOrder: Equatable, Sendable {
  package var categories: [String]
  package init(categories: [String]) {
    var seen = Set<String>()
    self.categories = categories.filter { !$0.isEmpty && seen.insert(NameFolding.folded($0)).inserted }
  }
  package static func learned(from walks: [StoreWalk]) -> AisleOrder {
    let sorted = walks.sorted { ($0.finished, $0.trip.uuidString) > ($1.finished, $1.trip.uuidString) }
    return AisleOrder(categories: sorted.first?.categories ?? [])
  }
  package static func resolved(handSet: AisleOrder?, learned: AisleOrder) -> AisleOrder {
    guard let handSet else { return learned }
    return AisleOrder(categories: handSet.categories + learned.categories)
  }
  package func position(of category: String) -> Int? {
    let folded = NameFolding.folded(category)
    return categories.firstIndex { NameFolding.folded($0) == folded }
  }
  package func sorted(_ categories: [String]) -> [String] {
    let unique = AisleOrder(categories: categories).categories
    let known = unique.filter { position(of: $0) != nil }.sorted { position(of: $0)! < position(of: $1)! }
    let standard = unique.filter { position(of: $0) == nil && GroceryCategory(named: $0) != nil }
    let own = unique.filter { position(of: $0) == nil && GroceryCategory(named: $0) == nil }
    return known + standard + own + (categories.contains("") ? [""] : [])
  }
  package func moving(_ category: String, by offset: Int) -> AisleOrder {
    guard let index = position(of: category), categories.indices.contains(index + offset) else { return self }
    var moved = categories
    moved.swapAt(index, index + offset)
    return AisleOrder(categories: moved)
  }
}
