import Foundation
import ShoppingListStorage

/// What one list of items has where it differs from another: stretches of the other list, each
/// replaced by this list's items there. Two versions of a list of 100,000 items a few changes
/// apart differ by a few stretches, so the older can be kept as this rather than as a copy, and
/// two differences in a row make one without either list being built (see
/// ``composed(over:)``).
///
/// ```swift
/// let difference = ItemsDifference(of: older, from: newer)
/// difference.applied(to: newer)  // == older
/// ```
package struct ItemsDifference: Sendable {
  /// The other list's items at `range`, which this list has as `items`.
  private struct Stretch: Sendable {
    var range: Range<Int>
    var items: [ShoppingItem]
  }

  /// The stretches, in order and apart.
  private var stretches: [Stretch] = []

  /// How many of the other list's items the difference replaces and how many it holds; no more
  /// than the two lists' lengths together.
  package var size: Int {
    stretches.reduce(0) { $0 + $1.range.count + $1.items.count }
  }

  /// Whether the two lists are the same.
  package var isEmpty: Bool { stretches.isEmpty }

  private init(stretches: [Stretch]) {
    self.stretches = stretches
  }

  /// No difference: the two lists are the same.
  package init() {}

  /// Notes that this list has `items` where the other list has its items at `range`; each
  /// range must start at or after the end of the one noted before.
  mutating func replace(_ range: Range<Int>, with items: some Collection<ShoppingItem>) {
    guard !range.isEmpty || !items.isEmpty else { return }
    if let last = stretches.indices.last, stretches[last].range.upperBound == range.lowerBound {
      stretches[last].range = stretches[last].range.lowerBound..<range.upperBound
      stretches[last].items += items
    } else {
      stretches.append(Stretch(range: range, items: Array(items)))
    }
  }

  /// The difference of `items` from `other`: every item equal in both and in the same relative
  /// order (the items before and after the first and last difference, and the longest run of
  /// the rest) is shared; everything else is noted.
  package init(of items: [ShoppingItem], from other: [ShoppingItem]) {
    let shared = min(items.count, other.count)
    let (prefix, suffix) = items.withUnsafeBufferPointer { items in
      other.withUnsafeBufferPointer { other in
        var prefix = 0
        while prefix < shared, Self.same(items, prefix, other, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shared - prefix,
          Self.same(items, items.count - 1 - suffix, other, other.count - 1 - suffix)
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
    let ownMiddle = prefix..<(items.count - suffix)
    let otherMiddle = prefix..<(other.count - suffix)
    guard !ownMiddle.isEmpty, !otherMiddle.isEmpty else {
      if !ownMiddle.isEmpty || !otherMiddle.isEmpty {
        stretches = [Stretch(range: otherMiddle, items: Array(items[ownMiddle]))]
      }
      return
    }
    // NB: between the first and the last difference, the items found unchanged in the other
    // list are shared where they keep their relative order (the longest such run); the gaps
    // between them are the stretches.
    var otherIndex: [UUID: Int] = [:]
    otherIndex.reserveCapacity(otherMiddle.count)
    for index in otherMiddle { otherIndex[other[index].id] = index }
    var unchanged: [(offset: Int, otherIndex: Int)] = []
    for offset in ownMiddle {
      if let index = otherIndex[items[offset].id], other[index] == items[offset] {
        unchanged.append((offset, index))
      }
    }
    let kept = ReplicatedList.longestIncreasingRun(unchanged.map(\.otherIndex)).sorted()
    var last = (offset: prefix - 1, otherIndex: prefix - 1)
    let end = (offset: ownMiddle.upperBound, otherIndex: otherMiddle.upperBound)
    for next in kept.map({ unchanged[$0] }) + [end] {
      let range = (last.otherIndex + 1)..<next.otherIndex
      let own = (last.offset + 1)..<next.offset
      if !range.isEmpty || !own.isEmpty {
        stretches.append(Stretch(range: range, items: Array(items[own])))
      }
      last = next
    }
  }

  /// Whether `items[index]` and `other[otherIndex]` are equal, by their bytes first: the same
  /// bytes are the same id, state and name (one string storage, or one short string inline),
  /// found without copying the item and retaining its name, which made comparing 100,000
  /// items take 5 ms; different bytes may still hold equal names.
  @inline(__always)
  private static func same(
    _ items: UnsafeBufferPointer<ShoppingItem>, _ index: Int,
    _ other: UnsafeBufferPointer<ShoppingItem>, _ otherIndex: Int
  ) -> Bool {
    let item = items.baseAddress! + index
    let otherItem = other.baseAddress! + otherIndex
    return memcmp(item, otherItem, MemoryLayout<ShoppingItem>.size) == 0
      || item.pointee == otherItem.pointee
  }

  /// The list this is the difference of, made from `other`, the list it is the difference from.
  package func applied(to other: [ShoppingItem]) -> [ShoppingItem] {
    var items: [ShoppingItem] = []
    items.reserveCapacity(other.count + stretches.reduce(0) { $0 + $1.items.count })
    var next = 0
    for stretch in stretches {
      items += other[next..<stretch.range.lowerBound]
      items += stretch.items
      next = stretch.range.upperBound
    }
    items += other[next...]
    return items
  }

  /// The difference of this list from the list that `base` is the difference from: with this
  /// the difference of a list A from B and `base` that of B from C, the difference of A from C.
  /// It takes time in the stretches of both, not in the lists' length.
  package func composed(over base: ItemsDifference) -> ItemsDifference {
    var composition = Composition(outer: stretches)
    var baseIndex = 0  // where in C the walk is
    for stretch in base.stretches {
      composition.walkC(stretch.range.lowerBound - baseIndex)
      composition.walkReplaced(stretch)
      baseIndex = stretch.range.upperBound
    }
    composition.walkC(nil)
    return ItemsDifference(stretches: composition.finished())
  }

  /// A walk along B, the list in the middle, stretch by stretch of `base` (C's items, or the
  /// items of one of its stretches), cut where this difference's stretches start and end.
  private struct Composition {
    /// The stretches of A from B.
    let outer: [Stretch]
    var stretches: [Stretch] = []
    /// Where in B and in C the walk is.
    var positionInB = 0
    var positionInC = 0
    /// The next of `outer` to start, and where in B the one started last ends, while the walk
    /// is inside it.
    var nextOuter = 0
    var outerEnd: Int?
    /// The stretch of A from C being made: where in C it starts, and its items so far.
    var openStart: Int?
    var openItems: [ShoppingItem] = []

    init(outer: [Stretch]) {
      self.outer = outer
    }

    /// Walks `count` of C's items as B has them (to the end of B when `nil`).
    mutating func walkC(_ count: Int?) {
      walk(count) { composition, length, dropped in
        if dropped {
          composition.open()
        } else if length > 0 {
          composition.close()
        }
        composition.positionInC += length
      }
    }

    /// Walks the items of `stretch` of B from C, which replace its range of C.
    mutating func walkReplaced(_ stretch: Stretch) {
      open()
      positionInC += stretch.range.count
      var offset = 0
      walk(stretch.items.count) { composition, length, dropped in
        if !dropped { composition.openItems += stretch.items[offset..<(offset + length)] }
        offset += length
      }
    }

    /// Walks `count` items of B (or to the end when `nil`), starting the stretches of A that
    /// start on the way and handing `step` each piece between two cuts, with whether A drops
    /// it.
    private mutating func walk(
      _ count: Int?, step: (inout Composition, _ length: Int, _ dropped: Bool) -> Void
    ) {
      var left = count ?? Int.max
      while left > 0 {
        while outerEnd == nil, nextOuter < outer.count,
          outer[nextOuter].range.lowerBound == positionInB
        {
          open()
          openItems += outer[nextOuter].items
          if !outer[nextOuter].range.isEmpty { outerEnd = outer[nextOuter].range.upperBound }
          nextOuter += 1
        }
        let cut: Int
        if let outerEnd {
          cut = outerEnd
        } else if nextOuter < outer.count {
          cut = outer[nextOuter].range.lowerBound
        } else if count == nil {
          return
        } else {
          cut = Int.max
        }
        let length = min(left, cut - positionInB)
        step(&self, length, outerEnd != nil)
        positionInB += length
        left -= length
        if positionInB == outerEnd { outerEnd = nil }
      }
    }

    /// Starts a stretch of A from C here, if none is open.
    mutating func open() {
      if openStart == nil { openStart = positionInC }
    }

    /// Ends the open stretch, if any, where the walk is in C.
    mutating func close() {
      guard let start = openStart else { return }
      if start < positionInC || !openItems.isEmpty {
        stretches.append(Stretch(range: start..<positionInC, items: openItems))
      }
      openStart = nil
      openItems = []
    }

    mutating func finished() -> [Stretch] {
      close()
      return stretches
    }
  }
}
