/// Roman numerals in the standard subtractive form (IV, XC, CM), which only reach from 1 to 3999.
package enum RomanNumeral {
  /// The numbers Roman numerals can write without overlines or other extensions.
  static let representable = 1...3999

  /// `number` in Roman numerals, or `nil` outside ``representable``.
  package static func string(for number: Int) -> String? {
    guard representable.contains(number) else { return nil }
    var rest = number
    var numeral = ""
    for (value, symbol) in symbols {
      while rest >= value {
        numeral += symbol
        rest -= value
      }
    }
    return numeral
  }

  private static let symbols: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
  ]
}
