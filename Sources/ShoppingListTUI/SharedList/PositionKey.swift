/// Where an item sits in the list: a string of base-62 digits compared byte by byte, so a key
/// strictly between any two keys always exists and moving an item rewrites only its own key.
///
/// Keys follow the "fractional indexing" layout: a head letter giving the length of an integer
/// part (`a`–`z` for 1 to 26 more digits going up, `A`–`Z` going down), the integer's digits,
/// then an optional fraction that never ends in `0`. Appending at either end increments or
/// decrements the integer, so a run of a million appends keeps keys a few characters long;
/// inserting between two neighbours extends the fraction by about one digit per six inserts at
/// the same spot. Items with equal keys (two devices inserting at one spot at once) are ordered
/// by id, so no item is ever duplicated or lost.
///
/// ```swift
/// let first = PositionKey.between(nil, nil)  // "a0"
/// let second = PositionKey.between(first, nil)  // "a1"
/// PositionKey.between(first, second)  // "a0V"
/// ```
package struct PositionKey: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The longest key a text or a file may spell, in characters (keys are ASCII): a key from
  /// another device's file is untrusted, so the decoder refuses a file with a longer one, and
  /// ``ReplicatedList`` gives neighbours new keys rather than write one.
  package static let maximumLength = 1_024

  /// The key's ASCII text.
  package let text: String

  /// The key with this text, if it is a valid key no longer than ``maximumLength``.
  package init?(_ text: String) {
    guard text.utf8.count <= Self.maximumLength, Self.isValid(text.utf8) else { return nil }
    self.text = text
  }

  /// The key spelled by these bytes (as a file holds it), if it is a valid key no longer than
  /// ``maximumLength``.
  package init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= Self.maximumLength, Self.isValid(bytes) else { return nil }
    // NB: valid keys are ASCII, so the bytes need no further check.
    text = String(decoding: bytes, as: UTF8.self)
  }

  private init(validBytes bytes: [UInt8]) {
    text = String(decoding: bytes, as: UTF8.self)
  }

  package var description: String { text }

  package static func < (lhs: PositionKey, rhs: PositionKey) -> Bool {
    lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
  }

  /// A key strictly between `lower` and `upper`; `nil` means the start or the end of the list.
  /// When `lower` is not below `upper` (two items that share a key), a key just after `lower`.
  package static func between(_ lower: PositionKey?, _ upper: PositionKey?) -> PositionKey {
    let lowerBytes = lower.map { Array($0.text.utf8) }
    var upperBytes = upper.map { Array($0.text.utf8) }
    if let lowerBytes, let bytes = upperBytes, !lowerBytes.lexicographicallyPrecedes(bytes) {
      upperBytes = nil
    }
    return PositionKey(validBytes: keyBetween(lowerBytes, upperBytes))
  }

  /// `count` increasing keys strictly between `lower` and `upper`, for a sort, a paste or an
  /// import; with neither bound missing and `lower` not below `upper`, keys after `lower`.
  ///
  /// Keys stay short however many are asked for: after `lower` they count up, before `upper`
  /// they count down, and between two keys they split the gap in halves, so 100,000 keys
  /// between two neighbours are a few digits longer than the neighbours rather than thousands.
  package static func sequence(
    count: Int, between lower: PositionKey? = nil, and upper: PositionKey? = nil
  ) -> [PositionKey] {
    guard count > 0 else { return [] }
    var keys: [PositionKey] = []
    keys.reserveCapacity(count)
    switch (lower, upper) {
    case (let lower?, let upper?) where lower < upper:
      keys = Array(repeating: lower, count: count)
      fill(&keys, 0..<count, between: lower, and: upper)
    case (nil, let upper?):
      var next = upper
      for _ in 0..<count {
        next = between(nil, next)
        keys.append(next)
      }
      keys.reverse()
    default:
      var previous = lower
      for _ in 0..<count {
        let key = between(previous, nil)
        keys.append(key)
        previous = key
      }
    }
    return keys
  }

  /// Puts increasing keys strictly between `lower` and `upper` at `range` of `keys`: the middle
  /// one first, then each half between it and its bound.
  private static func fill(
    _ keys: inout [PositionKey], _ range: Range<Int>, between lower: PositionKey,
    and upper: PositionKey
  ) {
    guard !range.isEmpty else { return }
    let middle = range.lowerBound + range.count / 2
    let key = between(lower, upper)
    keys[middle] = key
    fill(&keys, range.lowerBound..<middle, between: lower, and: key)
    fill(&keys, (middle + 1)..<range.upperBound, between: key, and: upper)
  }

  // MARK: The algorithm (after David Greenspan's "fractional-indexing")

  private static let digits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8
  )
  private static let zero = UInt8(ascii: "0")
  private static let smallestInteger = Array("A".utf8) + Array(repeating: zero, count: 26)

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
    default: nil
    }
  }

  private static func integerLength(head: UInt8) -> Int? {
    switch head {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(head - UInt8(ascii: "a")) + 2
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(UInt8(ascii: "Z") - head) + 2
    default: nil
    }
  }

  private static func isValid(_ key: some BidirectionalCollection<UInt8>) -> Bool {
    guard let head = key.first, let length = integerLength(head: head), key.count >= length,
      key.allSatisfy({ digitValue($0) != nil }), !key.elementsEqual(smallestInteger)
    else { return false }
    return key.count == length || key.last != zero
  }

  /// A key strictly between two valid keys in order (either may be missing), of any length.
  static func keyBetween(_ lower: [UInt8]?, _ upper: [UInt8]?) -> [UInt8] {
    switch (lower, upper) {
    case (nil, nil):
      return Array("a0".utf8)
    case (nil, let upper?):
      let (integer, fraction) = split(upper)
      if integer == smallestInteger { return integer + midpoint([], fraction) }
      if integer.lexicographicallyPrecedes(upper) { return integer }
      return decrement(integer) ?? integer + midpoint([], fraction)
    case (let lower?, nil):
      let (integer, fraction) = split(lower)
      return increment(integer) ?? integer + midpoint(fraction, nil)
    case (let lower?, let upper?):
      let (lowerInteger, lowerFraction) = split(lower)
      let (upperInteger, upperFraction) = split(upper)
      if lowerInteger == upperInteger {
        return lowerInteger + midpoint(lowerFraction, upperFraction)
      }
      if let next = increment(lowerInteger), next.lexicographicallyPrecedes(upper) {
        return next
      }
      return lowerInteger + midpoint(lowerFraction, nil)
    }
  }

  private static func split(_ key: [UInt8]) -> (integer: [UInt8], fraction: [UInt8]) {
    let length = integerLength(head: key[0]) ?? 1
    return (Array(key[..<length]), Array(key[length...]))
  }

  /// Digits strictly between two fractions (`upper` missing means 1), never ending in `0`.
  ///
  /// A loop, not a recursion over the digits: a key from another device's file can be long.
  private static func midpoint(_ lower: [UInt8], _ upper: [UInt8]?) -> [UInt8] {
    var shared = 0
    if let upper {
      while shared < upper.count, (shared < lower.count ? lower[shared] : zero) == upper[shared] {
        shared += 1
      }
    }
    var result = Array(upper?.prefix(shared) ?? [])
    var lowerRest = lower.dropFirst(shared)
    var upperRest = upper?.dropFirst(shared)
    while true {
      let lowerDigit = lowerRest.first.flatMap(digitValue) ?? 0
      let upperDigit = upperRest?.first.flatMap(digitValue) ?? digits.count
      if upperDigit - lowerDigit > 1 {
        result.append(digits[(lowerDigit + upperDigit + 1) / 2])
        return result
      }
      if let upperRest, upperRest.count > 1, let first = upperRest.first {
        result.append(first)
        return result
      }
      result.append(digits[lowerDigit])
      lowerRest = lowerRest.dropFirst()
      upperRest = nil
    }
  }

  private static func increment(_ integer: [UInt8]) -> [UInt8]? {
    var digitsPart = Array(integer.dropFirst())
    var head = integer[0]
    var index = digitsPart.count - 1
    while index >= 0 {
      let value = (digitValue(digitsPart[index]) ?? 0) + 1
      if value < digits.count {
        digitsPart[index] = digits[value]
        return [head] + digitsPart
      }
      digitsPart[index] = zero
      index -= 1
    }
    if head == UInt8(ascii: "Z") { return [UInt8(ascii: "a"), zero] }
    if head == UInt8(ascii: "z") { return nil }
    head += 1
    if head > UInt8(ascii: "a") {
      digitsPart.append(zero)
    } else {
      digitsPart.removeLast()
    }
    return [head] + digitsPart
  }

  private static func decrement(_ integer: [UInt8]) -> [UInt8]? {
    var digitsPart = Array(integer.dropFirst())
    var head = integer[0]
    var index = digitsPart.count - 1
    while index >= 0 {
      let value = (digitValue(digitsPart[index]) ?? 0) - 1
      if value >= 0 {
        digitsPart[index] = digits[value]
        return [head] + digitsPart
      }
      digitsPart[index] = digits[digits.count - 1]
      index -= 1
    }
    if head == UInt8(ascii: "a") { return [UInt8(ascii: "Z"), digits[digits.count - 1]] }
    if head == UInt8(ascii: "A") { return nil }
    head -= 1
    if head < UInt8(ascii: "Z") {
      digitsPart.append(digits[digits.count - 1])
    } else {
      digitsPart.removeLast()
    }
    return [head] + digitsPart
  }
}
