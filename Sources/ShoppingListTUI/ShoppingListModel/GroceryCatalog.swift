import Foundation

/// The built-in catalog of common grocery items in English and their standard categories, so a
/// new list sorts `milk` into Dairy & Eggs with no setup. A household's own choices for a name
/// override it.
///
/// ```swift
/// GroceryCatalog.category(for: "Bananas")  // "Produce"
/// GroceryCatalog.category(for: "frozen peas")  // "Frozen"
/// GroceryCatalog.category(for: "organic oat milk")  // "Dairy & Eggs"
/// ```
package enum GroceryCatalog {
  /// The display name of the standard category of `name`, or `nil` when the catalog does not
  /// know it. See ``standardCategory(for:)``.
  package static func category(for name: String) -> String? {
    standardCategory(for: name)?.name
  }

  /// The standard category of `name`, or `nil` when the catalog does not know it.
  ///
  /// Case, accents, apostrophes, hyphens and repeated spaces do not matter (`Crème-Fraîche`
  /// is `creme fraiche`), and the last word may be singular or plural (`sweet potatoes`,
  /// `cherry`). A name of several words that is not in the catalog whole is taken by its first
  /// word when that says where it is kept (`frozen …`, `canned …`, `tinned …`, `dried …`,
  /// `dog …`, `cat …`, `puppy …`, `kitten …`), and otherwise by its longest known ending:
  /// `organic oat milk` is `oat milk`, `goat milk yogurt` is `yogurt`.
  package static func standardCategory(for name: String) -> GroceryCategory? {
    let words = words(of: name)
    guard !words.isEmpty else { return nil }
    if let category = lookUp(words[...]) { return category }
    if words.count > 1, let category = categoriesByFirstWord[words[0]] { return category }
    var ending = words.dropFirst()
    while !ending.isEmpty {
      if let category = lookUp(ending) { return category }
      ending = ending.dropFirst()
    }
    return nil
  }

  /// Every item name in the catalog with its category, as written in the source.
  static let entries: [(name: String, category: GroceryCategory)] =
    GroceryCategory.allCases.flatMap { category in
      itemNames(in: category).map { (name: $0, category: category) }
    }

  /// The catalog's names as ``words(of:)`` joins them, each with its category.
  private static let categoriesByName: [String: GroceryCategory] = Dictionary(
    entries.map { (words(of: $0.name).joined(separator: " "), $0.category) },
    uniquingKeysWith: { first, _ in first }
  )

  /// First words that say where an item is kept whatever follows them.
  private static let categoriesByFirstWord: [Substring: GroceryCategory] = [
    "frozen": .frozen, "canned": .pantry, "tinned": .pantry, "dried": .pantry, "dog": .pets,
    "cat": .pets, "puppy": .pets, "kitten": .pets,
  ]

  /// The words of `name` folded for case and accents, without apostrophes, split at anything
  /// that is not a letter, a digit or `&`.
  static func words(of name: String) -> [Substring] {
    NameFolding.folded(name).filter { $0 != "'" && $0 != "’" }
      .split { !($0.isLetter || $0.isNumber || $0 == "&") }
  }

  /// The category of `words` whole, the last word as typed or in another number.
  private static func lookUp(_ words: ArraySlice<Substring>) -> GroceryCategory? {
    guard let last = words.last else { return nil }
    let head = words.dropLast().map { "\($0) " }.joined()
    if let category = categoriesByName[head + last] { return category }
    for form in otherForms(of: last) {
      if let category = categoriesByName[head + form] { return category }
    }
    return nil
  }

  /// The singulars a plural `word` may have (`cherries` → `cherry`, `loaves` → `loaf`,
  /// `peaches` → `peach`), or the plurals of a singular one (`chip` → `chips`).
  private static func otherForms(of word: Substring) -> [String] {
    var forms: [String] = []
    let word = String(word)
    if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("ves") {
      let stem = String(word.dropLast(3))
      forms += [stem + "f", stem + "fe"]
    }
    if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
    if word.hasSuffix("s") {
      forms.append(String(word.dropLast()))
    } else {
      forms += [word + "s", word + "es"]
      if word.hasSuffix("y") { forms.append(String(word.dropLast()) + "ies") }
    }
    return forms
  }
}
