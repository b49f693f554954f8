/// What a store's walks teach about its aisle order: precedence votes between categories, which
/// ``AisleOrder/learned(from:)`` sorts by.
///
/// - Every walk votes, for each two distinct categories it touches (folded, "" ignored), for the
///   one it reached first (first occurrence). A walk of one category casts no vote: it only makes
///   that category known.
/// - Votes decay per pair: over the walks that touch both categories, newest first (by
///   `finished`, then trip id), the k-th weighs `decay^k`. The pair goes the way of the weighted
///   sum's sign; never met, or a sum of exactly 0, leaves it undecided.
/// - A category's position is (categories decided before it − categories decided after it) ÷
///   (both counts added up): −1 for the first aisle, 1 for the last; with nothing decided it is
///   infinity, after every learned one, as `AisleOrder.sorted` puts categories it does not know.
/// - Categories sort by position, ties by ``CategoryFallbackOrder``; each is spelled as in its
///   newest walk.
///
/// A position depends only on the pairs its category belongs to, which only walks touching that
/// category vote on, and every sum runs in the same newest-first order on every device: adding a
/// walk never moves, so never reorders, the categories it does not touch.
///
/// ```swift
/// AisleLearning(walks: walks).positions["produce"]  // -1.0
/// ```
struct AisleLearning {
  /// How much each older walk's vote on a pair weighs against the next newer one's.
  ///
  /// NB: one odd walk against two that agree keeps the pair (1 < 0.65 + 0.65² = 1.0725), and
  /// two walks after a changed layout outweigh any history before them (1 + 0.65 = 1.65 >
  /// 0.65² ÷ (1 − 0.65) = 1.207). Any decay between 0.618 and 0.707 does both.
  static let decay = 0.65

  /// The categories, first aisle first, as spelled in their newest walks.
  var order: [String]
  /// Each category's position from −1 (first) to 1 (last), or infinity with nothing decided, by
  /// folded name.
  var positions: [String: Double]

  /// What `walks`, in any order, teach.
  init(walks: [StoreWalk]) {
    var categories = Categories()
    var votes: [UInt64: PairVote] = [:]
    for walk in Self.newestFirst(walks) {
      var reached: [Int] = []
      var touched = Set<Int>()
      for name in walk.categories where !name.isEmpty {
        let category = categories.id(of: name)
        if touched.insert(category).inserted { reached.append(category) }
      }
      for (index, first) in reached.enumerated() {
        for second in reached[(index + 1)...] {
          let pair = UInt64(min(first, second)) << 32 | UInt64(max(first, second))
          votes[pair, default: PairVote()].add(lowerFirst: first < second)
        }
      }
    }
    var before = [Int](repeating: 0, count: categories.folded.count)
    var after = before
    for (pair, vote) in votes where vote.sum != 0 {
      let (lower, upper) = (Int(pair >> 32), Int(pair & 0xFFFF_FFFF))
      let (first, second) = vote.sum > 0 ? (lower, upper) : (upper, lower)
      after[first] += 1
      before[second] += 1
    }
    let positions = before.indices.map { category in
      let decided = before[category] + after[category]
      return decided == 0 ? .infinity : Double(before[category] - after[category]) / Double(decided)
    }
    let fallbacks = categories.folded.map(CategoryFallbackOrder.key(folded:))
    order = categories.folded.indices.sorted {
      (positions[$0], fallbacks[$0].0, fallbacks[$0].1)
        < (positions[$1], fallbacks[$1].0, fallbacks[$1].1)
    }.map { categories.names[$0] }
    self.positions = Dictionary(uniqueKeysWithValues: zip(categories.folded, positions))
  }

  /// `walks` newest first: by `finished`, then trip id, then categories, so that every order of
  /// arrival gives one order of summing.
  private static func newestFirst(_ walks: [StoreWalk]) -> [StoreWalk] {
    walks.map { (walk: $0, trip: $0.trip.uuidString) }.sorted {
      if $0.walk.finished != $1.walk.finished { return $0.walk.finished > $1.walk.finished }
      if $0.trip != $1.trip { return $0.trip > $1.trip }
      return $1.walk.categories.lexicographicallyPrecedes($0.walk.categories)
    }.map(\.walk)
  }

  /// The categories met so far, numbered in order of meeting.
  private struct Categories {
    var folded: [String] = []
    /// The spelling each was first met with, which is the newest walk's.
    var names: [String] = []
    private var ids: [String: Int] = [:]
    private var idsBySpelling: [String: Int] = [:]

    /// The number of the category spelled `name`, met now if new.
    mutating func id(of name: String) -> Int {
      if let id = idsBySpelling[name] { return id }
      let key = NameFolding.folded(name)
      let id = ids[key] ?? folded.count
      if id == folded.count {
        folded.append(key)
        names.append(name)
        ids[key] = id
      }
      idsBySpelling[name] = id
      return id
    }
  }

  /// The decayed votes of the walks touching two categories on which comes first.
  private struct PairVote {
    /// Positive when the lower-numbered category wins.
    var sum = 0.0
    /// The next (older) walk's weight.
    var weight = 1.0

    mutating func add(lowerFirst: Bool) {
      sum += lowerFirst ? weight : -weight
      weight *= AisleLearning.decay
    }
  }
}
