import Foundation

/// One finished trip's walk through a store: the categories of the items in the order they were
/// checked, which is what teaches the store its aisle order (``AisleOrder/learned(from:)``).
///
/// ```swift
/// StoreWalk(trip: id, finished: 1_767_000_000_000, categories: ["Produce", "Bakery", "Produce"])
/// ```
package struct StoreWalk: Equatable, Sendable {
  /// The trip's id: the tie-break between walks finished at the same time.
  package var trip: UUID
  /// When the trip finished, in milliseconds since 1970 (wall time): newer walks weigh more.
  package var finished: Int64
  /// The categories of the checked items in check order; repeats allowed, "" (no category)
  /// ignored.
  package var categories: [String]

  /// A walk of `trip`, finished at `finished`, through `categories`.
  package init(trip: UUID, finished: Int64, categories: [String]) {
    self.trip = trip
    self.finished = finished
    self.categories = categories
  }
}
