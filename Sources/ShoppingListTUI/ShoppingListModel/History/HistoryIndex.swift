import Foundation

/// A list's history ready to be searched while a person types: the entries ranked once, most
/// often bought first, then most recently left, then by name; their names folded once (case and
/// accents, see ``NameFolding``) into bytes, with a mask of the first letters of their words, so
/// that a key costs one pass of byte comparisons over the entries whose words can match.
///
/// ```swift
/// let index = HistoryIndex(entries)
/// index.suggestions(for: "MIL", in: .main)  // [Milk, Oat milk]
/// index.usuals(in: .main, notOn: items)  // what is often bought and not on the list
/// ```
package struct HistoryIndex: Equatable, Sendable {
  /// The entries, in rank order.
  package private(set) var entries: [HistoryEntry]
  /// The folded name of each entry, at the same offset, as UTF-8.
  private var foldedNames: [[UInt8]]
  /// For each entry, a bit per first byte of its name's words (the byte's low six bits), to
  /// pass over most entries with one test.
  private var initials: [UInt64]
  /// For each entry, the id of its list and folded name (see ``HistoryEntryID``), to tell the
  /// items on the list apart without comparing names.
  private var nameIDs: [UUID]
  /// The remembered category of each folded name, by list.
  private var categories: [ListID: [String: String]]
  /// The remembered category of each folded name on any list, for a name a list has not
  /// seen: the main list's, else the best-ranked entry's.
  private var categoriesOfAnyList: [String: String]

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
    foldedNames = ranked.map { Array($0.0.utf8) }
    initials = foldedNames.map(Self.initials(of:))
    nameIDs = ranked.map { HistoryEntryID.id(list: $0.1.list, foldedName: $0.0) }
    var categories = rememberedCategories
    for (name, entry) in ranked where categories[entry.list]?[name] == nil {
      categories[entry.list, default: [:]][name] = entry.category
    }
    self.categories = categories
    var anyList = categories[.main] ?? [:]
    for (list, remembered) in categories.sorted(by: { $0.key < $1.key }) where list != .main {
      anyList.merge(remembered) { kept, _ in kept }
    }
    categoriesOfAnyList = anyList
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
    let prefix = Array(NameFolding.folded(typed.trimmingCharacters(in: .whitespaces)).utf8)
    guard let first = prefix.first, limit > 0 else { return [] }
    let bit = Self.bit(first)
    var found: [HistoryEntry] = []
    for offset in entries.indices where initials[offset] & bit != 0 {
      guard Self.name(foldedNames[offset], hasWordStartingWith: prefix),
        entries[offset].list == list
      else { continue }
      found.append(entries[offset])
      if found.count == limit { break }
    }
    return found
  }

  /// The entries of `list` whose name is not on it (unchecked), best first: what the household
  /// often buys and has not put on the list yet.
  package func usuals(in list: ListID, notOn items: some Sequence<ShoppingItem>) -> [HistoryEntry] {
    var listed: Set<UUID> = []
    for item in items where item.list == list && !item.isChecked {
      listed.insert(HistoryEntryID.id(list: list, name: item.name))
    }
    return entries.indices.compactMap { offset in
      let entry = entries[offset]
      return entry.list == list && !listed.contains(nameIDs[offset]) ? entry : nil
    }
  }

  /// The category remembered for `name` on `list` (case and accents aside): the one a person
  /// last gave it, or the one it last left the list with; for a name `list` has never seen, the
  /// one another list remembers (so `milk` lands in Dairy on a new list too); `nil` when no list
  /// remembers one.
  package func rememberedCategory(for name: String, in list: ListID) -> String? {
    let folded = NameFolding.folded(name)
    return categories[list]?[folded] ?? categoriesOfAnyList[folded]
  }

  /// Whether `name` starts with `prefix`, or has a word (after a space or a hyphen) that does,
  /// compared byte for byte: both are folded the same way.
  private static func name(_ name: [UInt8], hasWordStartingWith prefix: [UInt8]) -> Bool {
    guard name.count >= prefix.count else { return false }
    return name.withUnsafeBufferPointer { name in
      prefix.withUnsafeBufferPointer { prefix in
        var start = 0
        while start + prefix.count <= name.count {
          var offset = 0
          while offset < prefix.count, name[start + offset] == prefix[offset] { offset += 1 }
          if offset == prefix.count { return true }
          guard let separator = name[start...].firstIndex(where: isSeparator) else {
            return false
          }
          start = separator + 1
        }
        return false
      }
    }
  }

  /// A space or a hyphen, which start a new word.
  private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D }

  /// The bit of a word's first byte in ``initials``.
  private static func bit(_ byte: UInt8) -> UInt64 { 1 << UInt64(byte & 63) }

  /// The bits of the first bytes of the words of `name`.
  private static func initials(of name: [UInt8]) -> UInt64 {
    var bits: UInt64 = 0
    var atStart = true
    for byte in name {
      if atStart { bits |= bit(byte) }
      atStart = isSeparator(byte)
    }
    return bits
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
