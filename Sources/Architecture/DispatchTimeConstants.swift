#if !canImport(Darwin)
  // NB: Darwin's Dispatch declares these and Linux's does not; TCA features and their tests
  // write `Task.sleep(nanoseconds: NSEC_PER_SEC)`, so they are here for such code to port by
  // changing its import.

  /// Nanoseconds in a second, as Darwin's Dispatch names it.
  ///
  /// ```swift
  /// try await Task.sleep(nanoseconds: NSEC_PER_SEC / 2)
  /// ```
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond, as Darwin's Dispatch names it.
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds in a microsecond, as Darwin's Dispatch names it.
  public let NSEC_PER_USEC: UInt64 = 1_000
  /// Microseconds in a second, as Darwin's Dispatch names it.
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
