import Foundation
import ShoppingListModel
import ShoppingListStorage

/// Which item a name typed on the command line (`check milk`) means.
///
/// A name is compared with case and accents folded away (``NameFolding``), after the cleaning
/// every item name gets: an item whose whole name matches wins, else an item id (the whole
/// UUID, or its first 8 or more hex digits, dashes optional), else an item whose name contains
/// it. When several items fit at the first rule that finds any, the name is ambiguous.
///
/// ```swift
/// ItemMatch.find("MILK", in: [milk, oatMilk])  // .found(milk): "milk" is a whole name
/// ItemMatch.find("mil", in: [milk, oatMilk])   // .ambiguous([milk, oatMilk])
/// ItemMatch.find("éclair", in: [eclair])       // .found(eclair)
/// ```
package enum ItemMatch: Equatable, Sendable {
  /// Exactly one item.
  case found(ShoppingItem)
  /// No item at all.
  case none
  /// Several items, in list order.
  case ambiguous([ShoppingItem])

  /// The item `query` names in `items`.
  package static func find(_ query: String, in items: [ShoppingItem]) -> ItemMatch {
    find(query, in: FoldedItems(items))
  }

  /// The items `queries` name, each once, in the order first named.
  ///
  /// - Throws: ``UnresolvedItemNames`` naming every query that matches no item or several,
  ///   so a command can change nothing and say all that is wrong at once.
  package static func resolve(
    _ queries: [String], in items: [ShoppingItem]
  ) throws(UnresolvedItemNames) -> [ShoppingItem] {
    let folded = FoldedItems(items)
    var resolved: [ShoppingItem] = []
    var seen = Set<UUID>()
    var failures: [UnresolvedItemNames.Failure] = []
    for query in queries {
      switch find(query, in: folded) {
      case let .found(item):
        if seen.insert(item.id).inserted { resolved.append(item) }
      case .none:
        failures.append(UnresolvedItemNames.Failure(query: query, candidates: []))
      case let .ambiguous(candidates):
        failures.append(UnresolvedItemNames.Failure(query: query, candidates: candidates))
      }
    }
    guard failures.isEmpty else { throw UnresolvedItemNames(failures: failures) }
    return resolved
  }

  private static func find(_ query: String, in items: FoldedItems) -> ItemMatch {
    let needle = NameFolding.folded(ShoppingItem.sanitizedName(query))
    guard !needle.isEmpty else { return .none }
    let exact = items.indices { $0 == needle }
    if !exact.isEmpty { return match(exact, in: items.items) }
    if let idPrefix = idPrefix(of: query) {
      let ids = items.items.indices.filter {
        items.items[$0].id.uuidString.replacingOccurrences(of: "-", with: "").hasPrefix(idPrefix)
      }
      if !ids.isEmpty { return match(ids, in: items.items) }
    }
    return match(items.indices { $0.contains(needle) }, in: items.items)
  }

  private static func match(_ indices: [Int], in items: [ShoppingItem]) -> ItemMatch {
    switch indices.count {
    case 0: .none
    case 1: .found(items[indices[0]])
    default: .ambiguous(indices.map { items[$0] })
    }
  }

  /// The upper-case hex digits of `query` when it can be the start of an id: 8 to 32 hex
  /// digits, dashes allowed.
  private static func idPrefix(of query: String) -> String? {
    let digits = query.trimmingCharacters(in: .whitespaces).filter { $0 != "-" }.uppercased()
    guard (8...32).contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    return digits
  }

  /// Items with their folded names, folded once for all the queries of a command.
  private struct FoldedItems {
    var items: [ShoppingItem]
    var names: [String]

    init(_ items: [ShoppingItem]) {
      self.items = items
      names = items.map { NameFolding.folded($0.name) }
    }

    func indices(where isMatch: (String) -> Bool) -> [Int] {
      names.indices.filter { isMatch(names[$0]) }
    }
  }
}
