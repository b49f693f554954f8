import Foundation

/// The words of a typed entry that say how much: the pieces ``ItemEntry/parse(_:)`` puts
/// together. Every function takes the entry's words (split at whitespace) and answers with a
/// quantity and how many words it used, or `nil`.
enum QuantityPhrase {
  /// A quantity found among an entry's words, and how many of the words say it.
  struct Match {
    let quantity: ItemQuantity
    let words: Int
  }

  /// A quantity at the start of `words` (`2 l`, `500g`, `3`, `2 x`, `2×`, `a dozen`,
  /// `2 bottles of`).
  static func leading(_ words: ArraySlice<Substring>) -> Match? {
    guard let first = words.first else { return nil }
    let second = words.dropFirst().first
    if first.lowercased() == "a", let second, isDozen(second) {
      return match(12, words: 2)
    }
    guard let number = number(at: first) else { return nil }
    if number.rest.isEmpty {
      guard let second else { return match(number.amount, words: 1) }
      if isCountMarker(second) { return match(number.amount, words: 2) }
      if isDozen(second) { return match(number.amount * 12, words: 2) }
      if let unit = QuantityUnit.spelled(second) {
        let of = words.dropFirst(2).first.map(isOf) == true ? 1 : 0
        return match(number.amount, unit, words: 2 + of)
      }
      return match(number.amount, words: 1)
    }
    if isCountMarker(number.rest) { return match(number.amount, words: 1) }
    guard let unit = QuantityUnit.spelled(number.rest) else { return nil }
    return match(number.amount, unit, words: second.map(isOf) == true ? 2 : 1)
  }

  /// A quantity at the end of `words` (`2l`, `2 l`, `x2`, `x 2`, `2x`, `2 x`, `2 dozen`). A
  /// number alone at the end is not one: `size 4` is a name.
  static func trailing(_ words: ArraySlice<Substring>) -> Match? {
    guard let last = words.last else { return nil }
    let previous = words.dropLast().last
    if isCountMarker(last.prefix(1)), let number = number(at: last.dropFirst()),
      number.rest.isEmpty
    {
      return match(number.amount, words: 1)
    }
    if let number = number(at: last) {
      if isCountMarker(number.rest) { return match(number.amount, words: 1) }
      if let unit = QuantityUnit.spelled(number.rest) {
        return match(number.amount, unit, words: 1)
      }
      guard number.rest.isEmpty, let previous, isCountMarker(previous) else { return nil }
      return match(number.amount, words: 2)
    }
    guard let previous, let number = number(at: previous), number.rest.isEmpty else {
      return nil
    }
    if isCountMarker(last) { return match(number.amount, words: 2) }
    if isDozen(last) { return match(number.amount * 12, words: 2) }
    guard let unit = QuantityUnit.spelled(last) else { return nil }
    return match(number.amount, unit, words: 2)
  }

  /// The match of `amount` of `unit` in `words` words, or `nil` when the amount is out of the
  /// bounds of an ``ItemQuantity``.
  private static func match(_ amount: Decimal, _ unit: QuantityUnit? = nil, words: Int)
    -> Match?
  {
    ItemQuantity(amount: amount, unit: unit?.symbol).map { Match(quantity: $0, words: words) }
  }

  private static func isDozen(_ word: Substring) -> Bool {
    word.lowercased() == "dozen"
  }

  private static func isOf(_ word: Substring) -> Bool {
    word.lowercased() == "of"
  }

  /// `x`, `X` or `×`: the sign that a number is a count (`milk x2`, `2× milk`).
  static func isCountMarker(_ word: Substring) -> Bool {
    word == "x" || word == "X" || word == "×"
  }

  /// The number `word` starts with and the rest of the word after it, or `nil` when the word
  /// does not start with a well-formed number.
  ///
  /// A number is 1 to 5 ASCII digits with no leading zero (`0` alone may start a fraction),
  /// then optionally a `.` or `,` and 1 to 3 digits. Three digits after the separator behind a
  /// whole part other than 0 are refused, since `1,500` and `1.500` mean 1500 to some and 1.5 to
  /// others. A separator or digit right after the number (`1,5,3`, `1.2.3`, `123456`) makes it
  /// malformed.
  static func number(at word: Substring) -> Number? {
    let whole = word.prefix { $0.isASCII && $0.isNumber }
    guard (1...5).contains(whole.count), whole.first != "0" || whole.count == 1 else {
      return nil
    }
    var rest = word[whole.endIndex...]
    var fraction: Substring = ""
    if let separator = rest.first, separator == "." || separator == "," {
      fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard (1...3).contains(fraction.count), fraction.count < 3 || whole == "0" else {
        return nil
      }
      rest = rest[fraction.endIndex...]
    }
    if let next = rest.first, next == "." || next == "," || (next.isASCII && next.isNumber) {
      return nil
    }
    guard let digits = Int(whole + fraction) else { return nil }
    let amount = Decimal(sign: .plus, exponent: -fraction.count, significand: Decimal(digits))
    return Number(amount: amount, rest: rest)
  }

  /// A number at the start of a word and what follows it in the word (`500g`: 500 and `g`).
  struct Number {
    let amount: Decimal
    let rest: Substring
  }
}
