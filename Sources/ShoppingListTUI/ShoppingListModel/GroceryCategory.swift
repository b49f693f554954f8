import Foundation

/// The standard categories the built-in catalog sorts items into, in the order a walk through
/// a supermarket meets them.
///
/// An item's category is free text, so a household may invent its own ("Party", "Garden");
/// these are the ones a new list starts with and the names the catalog gives.
///
/// ```swift
/// GroceryCategory.dairyAndEggs.name  // "Dairy & Eggs"
/// GroceryCategory(named: "dairy & EGGS")  // .dairyAndEggs
/// ```
package enum GroceryCategory: String, CaseIterable, Sendable {
  case produce
  case bakery
  case meatAndFish
  case dairyAndEggs
  case frozen
  case pantry
  case snacksAndSweets
  case drinks
  case household
  case personalCare
  case baby
  case pets

  /// The category's display name, which is also the text an item stores.
  package var name: String {
    switch self {
    case .produce: "Produce"
    case .bakery: "Bakery"
    case .meatAndFish: "Meat & Fish"
    case .dairyAndEggs: "Dairy & Eggs"
    case .frozen: "Frozen"
    case .pantry: "Pantry"
    case .snacksAndSweets: "Snacks & Sweets"
    case .drinks: "Drinks"
    case .household: "Household"
    case .personalCare: "Personal Care"
    case .baby: "Baby"
    case .pets: "Pets"
    }
  }

  /// The standard category with display name `name`, whatever its case and accents, or `nil`
  /// for a household's own category.
  package init?(named name: String) {
    guard let category = Self.byFoldedName[NameFolding.folded(name)] else { return nil }
    self = category
  }

  private static let byFoldedName = Dictionary(
    uniqueKeysWithValues: allCases.map { (NameFolding.folded($0.name), $0) }
  )
}
