import Foundation

/// How much of an item to buy: an amount and, unless it is a count, its unit.
package struct ItemQuantity: Equatable, Hashable, Sendable {
  /// The amount, exact: "1,5 kg" is 1.5.
  package var amount: Decimal
  /// The unit ("kg", "l"), or `nil` for a count.
  package var unit: String?

  /// `amount` of `unit`, or a count when `unit` is `nil`.
  package init(amount: Decimal, unit: String? = nil) {
    self.amount = amount
    self.unit = unit
  }
}
