import Foundation

extension ItemQuantity {
  /// The quantity as files store it: the amount in plain decimal digits with a point, then a
  /// space and the unit if it has one ("1.5 kg", "3").
  package var storedText: String {
    guard let unit else { return Self.plainText(amount) }
    return "\(Self.plainText(amount)) \(unit)"
  }

  /// The quantity `text` stores, read strictly: up to nine digits before and after an optional
  /// point, an amount above zero, and a unit of at most ``maximumUnitLength`` characters
  /// without spaces; anything else is no quantity, since a file may hold any text.
  package init?(storedText text: String) {
    let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard let number = parts.first, Self.isPlainDecimal(number),
      let amount = Decimal(string: String(number), locale: Locale(identifier: "en_US_POSIX")),
      amount > 0
    else { return nil }
    if parts.count == 2 {
      let unit = String(parts[1])
      guard !unit.isEmpty, unit.count <= Self.maximumUnitLength,
        unit == ShoppingItem.sanitizedName(unit), !unit.contains(" ")
      else { return nil }
      self.init(amount: amount, unit: unit)
    } else {
      self.init(amount: amount)
    }
  }

  /// The longest unit a stored quantity may name.
  package static let maximumUnitLength = 16

  /// `amount` without exponent or grouping ("1.5", "500").
  private static func plainText(_ amount: Decimal) -> String {
    var amount = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &amount, 9, .plain)
    return rounded.description
  }

  /// Whether `text` is one to nine digits, optionally a point and one to nine digits more.
  private static func isPlainDecimal(_ text: Substring) -> Bool {
    let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    return pieces.allSatisfy { piece in
      (1...9).contains(piece.utf8.count) && piece.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
  }
}
