/// When a change was made, as a hybrid logical clock stamp: wall-clock milliseconds, a counter
/// for changes within one millisecond (or while the wall clock lags behind what was seen), and
/// the device that made it.
///
/// Stamps are totally ordered by wall time, then counter, then device id, so any two devices
/// agree which of two writes to one field is the later one. A stamp says nothing reliable about
/// real time when a device's clock is wrong; it only orders changes consistently, and a device
/// never stamps a change lower than anything it has already seen (see ``HybridClock``).
///
/// ```swift
/// let stamp = HybridTimestamp(wall: 1_764_000_000_000, counter: 0, device: laptop)
/// stamp < HybridTimestamp(wall: 1_764_000_000_000, counter: 1, device: laptop)  // true
/// ```
package struct HybridTimestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Milliseconds since 1970 on the device's clock (or the highest seen, if that was later).
  package var wall: Int64
  /// Orders stamps that share a wall time.
  package var counter: UInt32
  /// Who made the change; the last tie-break.
  package var device: DeviceID

  /// A stamp made by `device`.
  package init(wall: Int64, counter: UInt32, device: DeviceID) {
    self.wall = wall
    self.counter = counter
    self.device = device
  }

  package static func < (lhs: HybridTimestamp, rhs: HybridTimestamp) -> Bool {
    if lhs.wall != rhs.wall { return lhs.wall < rhs.wall }
    if lhs.counter != rhs.counter { return lhs.counter < rhs.counter }
    return lhs.device < rhs.device
  }

  /// `wall.counter@device`, for messages and test failures.
  package var description: String { "\(wall).\(counter)@\(device)" }
}

extension Optional where Wrapped == HybridTimestamp {
  /// The later of two optional stamps, `nil` counting as earlier than any stamp.
  package func latest(_ other: HybridTimestamp?) -> HybridTimestamp? {
    guard let self else { return other }
    guard let other else { return self }
    return Swift.max(self, other)
  }
}
