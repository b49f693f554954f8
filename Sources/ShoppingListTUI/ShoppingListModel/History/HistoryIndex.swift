import Foundation

/// A list's history ready to be searched while a person types: the entries ranked once, most
/// often bought first, then most recently left, then by name; their names folded once (case and
/// accents, see ``NameFolding``), so that a key costs one pass of comparisons, not of foldings.
///
/// ```swift
/// let index = HistoryIndex(entries)
/// index.suggestions(for: "MIL", in: .main)  // [Milk, Oat milk]
/// index.usuals(in: .main, notOn: items)  // what is often bought and not on the list
/// ```
package struct HistoryIndex: Equatable, Sendable {
  /// The entries, in rank order.
  package private(set) var entries: [HistoryEntry]
  /// The folded name of each entry, at the same offset.
  private var foldedNames: [String]
  /// The remembered category of each folded name, by list.
  private var categories: [ListID: [String: String]]

  /// An empty index.
  package init() {
    self.init([])
  }

  /// The index of `entries` (in any order) and of the categories remembered for names that
  /// never left a list, `rememberedCategories` by list and folded name.
  package init(
    _ entries: [HistoryEntry], rememberedCategories: [ListID: [String: String]] = [:]
  ) {
    let folded = entries.map { (NameFolding.folded($0.name), $0) }
    let ranked = folded.sorted { lhs, rhs in Self.ranks(lhs, before: rhs) }
    self.entries = ranked.map(\.1)
    foldedNames = ranked.map(\.0)
    var categories = rememberedCategories
    for (name, entry) in ranked where categories[entry.list]?[name] == nil {
      categories[entry.list, default: [:]][name] = entry.category
    }
    self.categories = categories
  }

  /// Whether the index has no entry and remembers no category.
  package var isEmpty: Bool { entries.isEmpty && categories.isEmpty }

  /// The most suggestions ``suggestions(for:in:limit:)`` gives unless told.
  package static let suggestionLimit = 5

  /// The entries of `list` whose name, or a word of it, starts with `typed` (case and accents
  /// aside), best first, at most `limit`; none for blank text.
  package func suggestions(
    for typed: String, in list: ListID, limit: Int = suggestionLimit
  ) -> [HistoryEntry] {
    let prefix = NameFolding.folded(typed.trimmingCharacters(in: .whitespaces))
    guard !prefix.isEmpty, limit > 0 else { return [] }
    var found: [HistoryEntry] = []
    for (offset, name) in foldedNames.enumerated()
    where entries[offset].list == list && Self.name(name, hasWordStartingWith: prefix) {
      found.append(entries[offset])
      if found.count == limit { break }
    }
    return found
  }

  /// The entries of `list` whose name is not on it (unchecked), best first: what the household
  /// often buys and has not put on the list yet.
  package func usuals(in list: ListID, notOn items: some Sequence<ShoppingItem>) -> [HistoryEntry] {
    var listed: Set<String> = []
    for item in items where item.list == list && !item.isChecked {
      listed.insert(NameFolding.folded(item.name))
    }
    return entries.indices.compactMap { offset in
      let entry = entries[offset]
      return entry.list == list && !listed.contains(foldedNames[offset]) ? entry : nil
    }
  }

  /// The category remembered for `name` on `list` (case and accents aside): the one a person
  /// last gave it, or the one it last left the list with; `nil` when the list remembers none.
  package func rememberedCategory(for name: String, in list: ListID) -> String? {
    categories[list]?[NameFolding.folded(name)]
  }

  /// Whether `name` starts with `prefix`, or has a word (after a space or a hyphen) that does,
  /// compared byte for byte: both are folded the same way.
  private static func name(_ name: String, hasWordStartingWith prefix: String) -> Bool {
    let bytes = name.utf8
    let wanted = prefix.utf8
    guard bytes.count >= wanted.count else { return false }
    var start = bytes.startIndex
    while true {
      if bytes[start...].starts(with: wanted) { return true }
      guard let separator = bytes[start...].firstIndex(where: { $0 == 0x20 || $0 == 0x2D })
      else { return false }
      start = bytes.index(after: separator)
    }
  }

  /// The rank order: more often bought, then more recently left, then by folded name.
  private static func ranks(
    _ lhs: (String, HistoryEntry), before rhs: (String, HistoryEntry)
  ) -> Bool {
    if lhs.1.timesBought != rhs.1.timesBought { return lhs.1.timesBought > rhs.1.timesBought }
    if lhs.1.lastLeft != rhs.1.lastLeft { return lhs.1.lastLeft > rhs.1.lastLeft }
    if lhs.0 != rhs.0 { return lhs.0 < rhs.0 }
    return lhs.1.id.uuidString < rhs.1.id.uuidString
  }

  package static func == (lhs: HistoryIndex, rhs: HistoryIndex) -> Bool {
    lhs.entries == rhs.entries && lhs.categories == rhs.categories
  }
}
