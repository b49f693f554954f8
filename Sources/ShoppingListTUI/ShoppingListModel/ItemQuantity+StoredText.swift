import Foundation

extension ItemQuantity {
  /// The quantity as files store it: the amount in plain decimal digits with a point, then a
  /// space and the unit's symbol if it has one ("1.5 kg", "3"), whatever the list shows.
  package var storedText: String {
    guard let unit else { return amountText }
    return "\(amountText) \(unit)"
  }

  /// The quantity `text` stores, read strictly: digits with an optional point and decimals,
  /// and a unit this version knows, within the bounds of ``init(amount:unit:)``; anything
  /// else (a file may hold any text, a later version may know more units) is no quantity.
  package init?(storedText text: String) {
    let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard let number = parts.first, Self.isPlainDecimal(number),
      let amount = Decimal(string: String(number), locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    self.init(amount: amount, unit: parts.count == 2 ? String(parts[1]) : nil)
  }

  /// The most characters a stored quantity may have, its unit included.
  package static let maximumStoredLength = 32

  /// Whether `text` is one to nine digits, optionally a point and one to nine digits more.
  private static func isPlainDecimal(_ text: Substring) -> Bool {
    let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    return pieces.allSatisfy { piece in
      (1...9).contains(piece.utf8.count) && piece.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
  }
}
