import Foundation

/// One trip to a store: who went, when, what they put in the basket in the order they did, and
/// what they did not find. A device writes only its own trips, so a trip's record has one
/// writer, and a trip without ``finished`` is one under way (another device shows that
/// someone is shopping).
package struct Trip: Equatable, Identifiable, Sendable {
  /// The trip's id.
  package var id: UUID
  /// The store shopped at.
  package var store: StoreID
  /// The list shopped from.
  package var list: ListID
  /// The name of the device that shopped ("Ada").
  package var shopper: String
  /// Whether this device made the trip.
  package var isOwn: Bool
  /// When the trip started.
  package var started: Date
  /// When the trip last changed (started, an item checked, finished).
  package var lastActivity: Date
  /// When the trip finished; `nil` while it is under way.
  package var finished: Date?
  /// The items checked during the trip, in order.
  package var checked: [TripItem]
  /// The names of the items left on the list when the trip finished.
  package var notFound: [String]

  /// A trip with these values.
  package init(
    id: UUID, store: StoreID, list: ListID = .main, shopper: String, isOwn: Bool = true,
    started: Date, lastActivity: Date? = nil, finished: Date? = nil, checked: [TripItem] = [],
    notFound: [String] = []
  ) {
    self.id = id
    self.store = store
    self.list = list
    self.shopper = shopper
    self.isOwn = isOwn
    self.started = started
    self.lastActivity = lastActivity ?? finished ?? started
    self.finished = finished
    self.checked = checked
    self.notFound = notFound
  }

  /// How long a trip under way with no activity is still shown to other devices as someone
  /// shopping: a trip abandoned (the app closed mid-trip) stops showing after this.
  package static let presenceLifetime: TimeInterval = 2 * 60 * 60

  /// Whether the trip is under way at `now`: not finished, and active within
  /// ``presenceLifetime``.
  package func isUnderWay(at now: Date) -> Bool {
    finished == nil && now.timeIntervalSince(lastActivity) < Self.presenceLifetime
  }

  /// The walk the trip teaches its store's aisle order.
  package var walk: StoreWalk? {
    guard let finished else { return nil }
    return StoreWalk(
      trip: id, finished: Int64((finished.timeIntervalSince1970 * 1000).rounded()),
      categories: checked.map(\.category)
    )
  }
}
