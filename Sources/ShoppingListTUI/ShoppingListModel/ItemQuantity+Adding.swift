extension ItemQuantity {
  /// The two quantities together when they are counted alike (`2` and `3` make `5`, `500 g`
  /// and `250 g` make `750 g`), or `nil` when their units differ or the sum is out of bounds.
  package func adding(_ other: ItemQuantity) -> ItemQuantity? {
    guard unit == other.unit else { return nil }
    return ItemQuantity(amount: amount + other.amount, unit: unit)
  }

  /// `other` added to `quantity`: their sum when they are counted alike, else `other`, which
  /// replaces it (`2 l` added to none is `2 l`; `2` added to `500 g` is `2`).
  package static func adding(_ other: ItemQuantity, to quantity: ItemQuantity?) -> ItemQuantity {
    quantity?.adding(other) ?? other
  }
}
