import Foundation

/// What a person typed for an item, read as a name and an optional quantity: `2 l oat milk` is
/// oat milk, 2 l.
package struct ItemEntry: Equatable, Sendable {
  /// The item's name, cleaned by ``ShoppingItem/sanitizedName(_:)``.
  package var name: String
  package var quantity: ItemQuantity?

  package init(name: String, quantity: ItemQuantity? = nil) {
    self.name = name
    self.quantity = quantity
  }

  /// Reads a typed entry as a name and an optional quantity.
  ///
  /// The grammar, with `N` a number, `U` a unit and `x` any of `x`, `X`, `×`:
  ///
  /// - A quantity before the name: `N U name` or `NU name` (`2 l oat milk`, `500g flour`),
  ///   optionally with `of` after the unit (`2 bottles of wine`); `N name` (`3 eggs`);
  ///   `N x name` or `Nx name` (`2 x milk`, `2× milk`); `N dozen name` and `a dozen name`
  ///   (12 each).
  /// - Or a quantity after the name: `name NU` or `name N U` (`oat milk 2l`); `name xN`,
  ///   `name x N`, `name Nx` or `name N x` (`milk x2`, `milk ×2`); `name N dozen`. A number
  ///   alone after a name is part of the name (`size 4`, `Chanel No 5`).
  /// - A number is 1 to 5 digits, optionally followed by `.` or `,` and 1 to 3 decimals:
  ///   `1,5` and `1.5` are both 1.5. No leading zeros (`007`), no signs, no grouping.
  /// - Units, in any case and with or without a final `.` (`2 lb. beef`): `g` (gr, gram,
  ///   gramme), `kg` (kgs, kilo, kilogram, kilogramme), `ml` (millilitre, milliliter), `cl`
  ///   (centilitre, centiliter), `l` (ltr, litre, liter), `lb` (lbs, pound), `oz` (ounce),
  ///   `pt` (pint), `qt` (quart), `gal` (gallon); and the containers `pack` (pk, packet),
  ///   `bottle`, `can`, `tin`, `jar`, `box`, `bag`, `carton`, `tub`, `bunch`, `loaf`. Each
  ///   word also in the plural (`grams`, `litres`, `boxes`, `loaves`).
  /// - A name in double quotes is kept whole (`"7 up"`, `“7 up”`); a quantity may stand
  ///   before or after the quotes (`"7 up" x2`).
  ///
  /// Otherwise the whole entry is the name, with no quantity. In particular when:
  /// - no name is left (`2`, `2 l`, `a dozen`), or what is left has no letter or emoji
  ///   (`2 x 4`);
  /// - the amount is zero (`0 eggs`), negative (`-1 eggs`), or too large: over 999 for a count
  ///   or a container (`2024 calendar`, `1000 island dressing`), over 99,999 for a weight or
  ///   volume, or more than 5 digits before the separator;
  /// - the number is malformed (`1,5,3 kg`, `1.2.3 eggs`, `1.2345 kg`) or its three decimals
  ///   could be a thousands group (`1,500 g`: write `1500 g` or `1.5 kg`; `0,125 kg` is read);
  /// - the number runs into letters that are not a unit or `x` (`7up`, `100% juice`,
  ///   `4x4 tyres`);
  /// - there is a quantity at both ends (`2 milk x3`).
  ///
  /// ```swift
  /// ItemEntry.parse("1,5 kg potatoes")  // potatoes, 1.5 kg
  /// ItemEntry.parse("milk x2")  // milk, 2
  /// ItemEntry.parse("7up")  // 7up, no quantity
  /// ```
  package static func parse(_ typed: String) -> ItemEntry {
    let text = ShoppingItem.sanitizedName(typed)
    if let quoted = quotedEntry(text) { return quoted }
    let words = text.split(whereSeparator: \.isWhitespace)[...]
    let leading = QuantityPhrase.leading(words)
    let trailing = QuantityPhrase.trailing(words.dropFirst(leading?.words ?? 0))
    let parsed: ItemEntry? =
      switch (leading, trailing) {
      case (let leading?, nil):
        entry(text, words.dropFirst(leading.words), leading.quantity)
      case (nil, let trailing?):
        entry(text, words.dropLast(trailing.words), trailing.quantity)
      default: nil
      }
    return parsed ?? ItemEntry(name: text)
  }

  /// The entry whose name is `words`, a part of `text`, or `nil` when no name is left.
  private static func entry(
    _ text: String, _ words: ArraySlice<Substring>, _ quantity: ItemQuantity
  ) -> ItemEntry? {
    guard let first = words.first, let last = words.last else { return nil }
    let name = text[first.startIndex..<last.endIndex]
    guard name.contains(where: isNameCharacter) else { return nil }
    return ItemEntry(name: String(name), quantity: quantity)
  }

  /// A letter, or an emoji (`3 🍎`): what makes a rest of an entry a name.
  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter
      || character.unicodeScalars.contains { $0.value > 0xFF && $0.properties.isEmoji }
  }

  /// The entry for a name in quotes, alone or with a quantity before or after it, or `nil`
  /// when `text` is not one.
  private static func quotedEntry(_ text: String) -> ItemEntry? {
    guard
      let open = text.firstIndex(where: { $0 == "\"" || $0 == "“" }),
      open == text.startIndex || text[text.index(before: open)].isWhitespace,
      let close = text.lastIndex(of: text[open] == "“" ? "”" : "\""), close > open,
      text.index(after: close) == text.endIndex || text[text.index(after: close)].isWhitespace
    else { return nil }
    let name = ShoppingItem.sanitizedName(String(text[text.index(after: open)..<close]))
    guard !name.isEmpty else { return nil }
    let before = text[..<open].split(whereSeparator: \.isWhitespace)[...]
    let after = text[text.index(after: close)...].split(whereSeparator: \.isWhitespace)[...]
    switch (before.isEmpty, after.isEmpty) {
    case (true, true):
      return ItemEntry(name: name)
    case (false, true):
      guard let phrase = QuantityPhrase.leading(before), phrase.words == before.count
      else { return nil }
      return ItemEntry(name: name, quantity: phrase.quantity)
    case (true, false):
      guard let phrase = QuantityPhrase.trailing(after), phrase.words == after.count
      else { return nil }
      return ItemEntry(name: name, quantity: phrase.quantity)
    case (false, false):
      return nil
    }
  }
}
