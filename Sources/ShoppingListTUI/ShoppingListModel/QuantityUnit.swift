import Foundation

/// A unit an ``ItemQuantity`` may have: its canonical symbol, how it reads, how it is typed and
/// how far `+` and `-` move an amount of it.
struct QuantityUnit: Sendable {
  /// Whether the unit measures weight or volume (`g`, `l`) or counts containers (`bottle`).
  enum Kind: Sendable { case measure, container }

  /// The canonical short form an item stores: `g`, `kg`, `l`, `bottle`.
  let symbol: String
  /// How an amount other than 1 reads: `g` stays `g`, `bottle` becomes `bottles`.
  let plural: String
  let kind: Kind
  /// How far one `+` or `-` moves the amount.
  let step: Decimal
  /// Every spelling typed for the unit, in lower case, the symbol and plural among them.
  let spellings: [String]

  /// The units the entry grammar knows, measures first.
  static let all: [QuantityUnit] = [
    measure("g", step: 100, "gr", "gram", "grams", "gramme", "grammes"),
    measure(
      "kg", step: 1, "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme",
      "kilogrammes"),
    measure("ml", step: 100, "millilitre", "millilitres", "milliliter", "milliliters"),
    measure("cl", step: 10, "centilitre", "centilitres", "centiliter", "centiliters"),
    measure("l", step: 1, "ltr", "litre", "litres", "liter", "liters"),
    measure("lb", step: 1, "lbs", "pound", "pounds"),
    measure("oz", step: 1, "ounce", "ounces"),
    measure("pt", step: 1, "pint", "pints"),
    measure("qt", step: 1, "quart", "quarts"),
    measure("gal", step: 1, "gallon", "gallons"),
    container("pack", "packs", "pk", "packet", "packets"),
    container("bottle", "bottles"),
    container("can", "cans"),
    container("tin", "tins"),
    container("jar", "jars"),
    container("box", "boxes"),
    container("bag", "bags"),
    container("carton", "cartons"),
    container("tub", "tubs"),
    container("bunch", "bunches"),
    container("loaf", "loaves"),
  ]

  /// The unit whose symbol is `symbol`, exactly as stored.
  static func withSymbol(_ symbol: String) -> QuantityUnit? {
    bySymbol[symbol]
  }

  /// The unit `word` spells, in any case and with or without a final `.`: `L`, `litres` and
  /// `l.` all give `l`.
  static func spelled(_ word: Substring) -> QuantityUnit? {
    bySpelling[(word.last == "." ? word.dropLast() : word).lowercased()]
  }

  private static let bySymbol = Dictionary(uniqueKeysWithValues: all.map { ($0.symbol, $0) })
  private static let bySpelling = Dictionary(
    uniqueKeysWithValues: all.flatMap { unit in unit.spellings.map { ($0, unit) } }
  )

  private static func measure(_ symbol: String, step: Decimal, _ spellings: String...)
    -> QuantityUnit
  {
    QuantityUnit(
      symbol: symbol, plural: symbol, kind: .measure, step: step,
      spellings: [symbol] + spellings
    )
  }

  private static func container(_ symbol: String, _ plural: String, _ spellings: String...)
    -> QuantityUnit
  {
    QuantityUnit(
      symbol: symbol, plural: plural, kind: .container, step: 1,
      spellings: [symbol, plural] + spellings
    )
  }
}
