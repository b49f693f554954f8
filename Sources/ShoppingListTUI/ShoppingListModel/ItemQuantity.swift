import Foundation

/// How much of an item to buy: an exact amount and, unless it is a plain count, a unit.
///
/// An amount is a `Decimal`, so `1,5` and `1.5` typed are both exactly 1.5, and it is always
/// within bounds: more than zero, at most three decimals, at most ``maximumCount`` for a count
/// or a container (`bottle`, `pack`) and at most ``maximumMeasure`` for a weight or volume.
///
/// ```swift
/// ItemQuantity(amount: 2, unit: "l")?.description  // "2 l"
/// ItemQuantity(amount: 2, unit: "bottle")?.description  // "2 bottles"
/// ItemQuantity(amount: 500, unit: "g")?.incremented()?.description  // "600 g"
/// ```
package struct ItemQuantity: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// How many, or how much of ``unit``.
  package let amount: Decimal
  /// The canonical unit (one of ``units``), or `nil` for a plain count.
  package let unit: String?

  /// The largest count, and the largest amount of a container such as `bottle`.
  package static let maximumCount: Decimal = 999
  /// The largest amount of a weight or volume such as `g` or `l`.
  package static let maximumMeasure: Decimal = 99_999
  /// The most digits an amount may have after the decimal separator.
  package static let maximumFractionDigits = 3

  /// The canonical units, weights and volumes first: `g`, `kg`, `ml`, `cl`, `l`, `lb`, `oz`,
  /// `pt`, `qt`, `gal`, then the containers `pack`, `bottle`, `can`, `tin`, `jar`, `box`,
  /// `bag`, `carton`, `tub`, `bunch`, `loaf`.
  package static let units: [String] = QuantityUnit.all.map(\.symbol)

  /// A quantity, or `nil` when `unit` is not one of ``units`` or `amount` is out of bounds:
  /// zero or less, more decimals than ``maximumFractionDigits``, or more than the maximum for
  /// its unit. Quantities read from a file or a command line are checked here.
  package init?(amount: Decimal, unit: String? = nil) {
    let maximum: Decimal
    switch unit.map(QuantityUnit.withSymbol) {
    case .none: maximum = Self.maximumCount
    case .some(.none): return nil
    case .some(.some(let known)):
      maximum = known.kind == .measure ? Self.maximumMeasure : Self.maximumCount
    }
    guard !amount.isNaN, amount > 0, amount <= maximum else { return nil }
    var rounded = Decimal()
    var exact = amount
    NSDecimalRound(&rounded, &exact, Self.maximumFractionDigits, .plain)
    guard rounded == amount else { return nil }
    self.amount = amount
    self.unit = unit
  }

  /// A quantity typed alone, in a form ``ItemEntry/parse(_:)`` reads before or after a name
  /// (`"2 l"`, `"500g"`, `"x2"`, `"3"`, `"a dozen"`), or `nil` for any other text.
  package init?(parsing text: String) {
    let words = text.split(whereSeparator: \.isWhitespace)[...]
    if let phrase = QuantityPhrase.leading(words), phrase.words == words.count {
      self = phrase.quantity
    } else if let phrase = QuantityPhrase.trailing(words), phrase.words == words.count {
      self = phrase.quantity
    } else {
      return nil
    }
  }

  /// The amount in digits with a `.` before any decimals, never in scientific notation:
  /// `"1.5"`, `"500"`.
  package var amountText: String {
    amount.description
  }

  /// How the quantity reads in the list: `"3"`, `"2 l"`, `"1.5 kg"`, `"1 bottle"`,
  /// `"2 bottles"`.
  package var description: String {
    guard let unit else { return amountText }
    let spelled = amount == 1 ? unit : QuantityUnit.withSymbol(unit)?.plural ?? unit
    return "\(amountText) \(spelled)"
  }

  /// How far ``incremented()`` and ``decremented()`` move the amount: 100 for `g` and `ml`,
  /// 10 for `cl`, and 1 for a count and every other unit.
  package var step: Decimal {
    unit.flatMap(QuantityUnit.withSymbol)?.step ?? 1
  }

  /// The amount one ``step`` up (`3` → `4`, `500 g` → `600 g`), or `nil` past the maximum.
  package func incremented() -> ItemQuantity? {
    ItemQuantity(amount: amount + step, unit: unit)
  }

  /// The amount one ``step`` down but never below it (`4` → `3`, `1.5` → `1`, `150 g` →
  /// `100 g`), or `nil` when it is already at or below one step (`1`, `100 g`, `50 g`): what a
  /// `-` does there is the caller's to decide.
  package func decremented() -> ItemQuantity? {
    guard amount > step else { return nil }
    return ItemQuantity(amount: max(amount - step, step), unit: unit)
  }
}
