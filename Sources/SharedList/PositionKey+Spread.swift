extension PositionKey {
  /// `count` increasing keys strictly between `lower` and `upper`, kept short however many: up
  /// from `lower` when there is no upper bound, down from `upper` when there is no lower one,
  /// and by halving the gap otherwise, so 100,000 keys between two neighbours add only a few
  /// digits (``sequence(count:between:and:)`` adds one digit per six keys there).
  ///
  /// ```swift
  /// PositionKey.spread(count: 3, between: nil, and: PositionKey("a0"))  // ["Zz", "a0"…] ascending
  /// ```
  package static func spread(
    count: Int, between lower: PositionKey?, and upper: PositionKey?
  ) -> [PositionKey] {
    guard count > 0 else { return [] }
    if let lower, let upper, lower < upper {
      var keys = [PositionKey?](repeating: nil, count: count)
      fill(&keys, range: 0..<count, lower: lower, upper: upper)
      return keys.map { $0! }
    }
    if upper == nil || lower != nil {
      return sequence(count: count, between: lower)
    }
    var keys: [PositionKey] = []
    keys.reserveCapacity(count)
    var next = upper
    for _ in 0..<count {
      let key = between(nil, next)
      keys.append(key)
      next = key
    }
    return keys.reversed()
  }

  private static func fill(
    _ keys: inout [PositionKey?], range: Range<Int>, lower: PositionKey, upper: PositionKey
  ) {
    guard !range.isEmpty else { return }
    let middle = range.lowerBound + range.count / 2
    let key = between(lower, upper)
    keys[middle] = key
    fill(&keys, range: range.lowerBound..<middle, lower: lower, upper: key)
    fill(&keys, range: (middle + 1)..<range.upperBound, lower: key, upper: upper)
  }
}
