/// How many items an array holding a list makes room for when it is built: an eighth more than
/// it holds, and at least 64 more, so that the items changes add later go into room it has.
///
/// NB: an array that is full grows by copying every item into a buffer twice its size, holding
/// both at once, so one item arriving in a list of 100,000 raised the peak memory by the whole
/// list's size (see "A shared list" in BENCHMARKS.md). Room never filled is never touched: it
/// takes address space, not memory.
///
/// ```swift
/// items.reserveCapacity(ListCapacity.withRoom(for: loaded.count))  // 112,500 for 100,000
/// ```
package enum ListCapacity {
  /// The capacity to build an array of `count` items with.
  package static func withRoom(for count: Int) -> Int {
    count + Swift.max(count / 8, 64)
  }
}
