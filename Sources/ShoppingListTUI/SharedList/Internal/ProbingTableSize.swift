/// How the open-addressing tables of this module (``RecordTable``, ``RecordLines``) are sized:
/// a power of two of slots, filled to seven eighths at most, so that a lookup of a missing key
/// still ends at a free slot after a few more while the table stays small (a `Dictionary` grows
/// at three quarters, which at 100,000 entries doubles it).
enum ProbingTableSize {
  /// The fewest slots, a power of two, that hold `count` entries within ``maximumLoad(of:)``;
  /// none for none.
  static func slotCount(for count: Int) -> Int {
    guard count > 0 else { return 0 }
    var slots = 8
    while maximumLoad(of: slots) < count { slots *= 2 }
    return slots
  }

  /// How many entries `slotCount` slots hold at most.
  static func maximumLoad(of slotCount: Int) -> Int {
    slotCount - slotCount / 8
  }
}
