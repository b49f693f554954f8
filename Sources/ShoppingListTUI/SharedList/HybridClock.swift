import Foundation

/// A device's hybrid logical clock: it stamps this device's changes so that each stamp is later
/// than every stamp the device has made or seen, even when its wall clock is behind another
/// device's or goes backwards.
///
/// Rules: ``tick(now:)`` uses the wall clock when it is ahead of everything seen, otherwise the
/// highest wall time seen with the counter raised by one; ``observe(_:now:)`` records a stamp
/// read from another replica so the next tick exceeds it, unless the stamp is more than
/// ``DeviceFileLimits/clockLead`` ahead of the wall clock: a forged stamp near the largest
/// number never becomes this clock's, so its stamps stay in the range files hold.
///
/// ```swift
/// var clock = HybridClock(device: laptop)
/// clock.observe(stampFromPhone, now: now)  // the phone's clock runs a minute ahead
/// let stamp = clock.tick(now: now)         // still later than `stampFromPhone`
/// ```
package struct HybridClock: Equatable, Sendable {
  /// The device whose changes this clock stamps.
  package let device: DeviceID
  /// The highest wall time and counter stamped or seen so far.
  package private(set) var latest: (wall: Int64, counter: UInt32)

  /// A clock for `device` that has seen nothing yet.
  package init(device: DeviceID) {
    self.device = device
    latest = (0, 0)
  }

  /// A stamp for a new change at wall time `now` (milliseconds since 1970), later than any
  /// stamp this clock has made or observed.
  package mutating func tick(now: Int64) -> HybridTimestamp {
    if now > latest.wall {
      latest = (now, 0)
    } else if latest.counter == .max {
      latest = (latest.wall + 1, 0)
    } else {
      latest.counter += 1
    }
    return HybridTimestamp(wall: latest.wall, counter: latest.counter, device: device)
  }

  /// Takes note of a stamp seen in a merged replica, at wall time `now`; one more than
  /// ``DeviceFileLimits/clockLead`` ahead of `now` is passed over.
  package mutating func observe(_ stamp: HybridTimestamp, now: Int64) {
    guard stamp.wall <= DeviceFileLimits.latestWall(at: now) else { return }
    if (stamp.wall, stamp.counter) > latest { latest = (stamp.wall, stamp.counter) }
  }

  package static func == (lhs: HybridClock, rhs: HybridClock) -> Bool {
    lhs.device == rhs.device && lhs.latest == rhs.latest
  }
}

extension HybridClock {
  /// Milliseconds since 1970 on this machine's clock: the `now` that live code passes to
  /// ``tick(now:)``.
  package static func wallClockNow() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
  }
}
