import Foundation
import ShoppingListModel

/// Turns plain text or a Markdown list into items, one per line, so lists kept in notes, READMEs
/// or printed by `shopping-list list` can be brought in; `import` and a paste into the list both
/// read text this way.
///
/// | line | item |
/// |---|---|
/// | `milk` | milk |
/// | `- milk`, `* milk`, `+ milk`, `1. milk`, `1) milk` | milk |
/// | `- [ ] milk`, `[ ] milk` | milk |
/// | `- [x] eggs`, `* [X] eggs`, `[x] eggs` | eggs, checked |
/// | `- [ ] 2 l oat milk`, `oat milk 2l` | oat milk, 2 l (see ``ItemEntry/parse(_:)``) |
/// | `## Dairy` | no item: the items below are in Dairy, up to the next heading |
/// | blank, `# Groceries`, `---` | skipped (a top heading is the list's title, no category) |
///
/// An item under no `##` heading gets the category the catalog knows for its name.
package enum ListImporter {
  /// The items in `text`, in its order, each with an id from `makeID`; `progress` hears how
  /// many of the lines have been read every 4,096 lines (and once at the end).
  package static func items(
    in text: String,
    makeID: () -> UUID,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> [ShoppingItem] {
    let lines = text.split(whereSeparator: \.isNewline)
    var items: [ShoppingItem] = []
    items.reserveCapacity(lines.count)
    var category: String?
    for (index, line) in lines.enumerated() {
      if let progress, index % 4096 == 0 { progress(index, lines.count) }
      if let heading = heading(inLine: line) {
        category = heading.level > 1 && !heading.text.isEmpty ? heading.text : nil
      } else if let entry = entry(inLine: line) {
        let typed = ItemEntry.parse(entry.name)
        items.append(
          ShoppingItem(
            id: makeID(), name: typed.name, isChecked: entry.isChecked, quantity: typed.quantity,
            category: category ?? GroceryCatalog.category(for: typed.name) ?? ""
          )
        )
      }
    }
    progress?(lines.count, lines.count)
    return items
  }

  /// The level and cleaned text of a Markdown heading (`## Dairy` is 2, "Dairy"), or `nil`
  /// when the line is none.
  static func heading(inLine line: Substring) -> (level: Int, text: String)? {
    let rest = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard isHeading(rest) else { return nil }
    let hashes = rest.prefix { $0 == "#" }
    let text = rest.dropFirst(hashes.count).replacing(/\s#+\s*$/, with: "")
    return (hashes.count, ShoppingItem.sanitizedName(String(text)))
  }

  /// The name and checkmark a single line stands for, or `nil` for a line that is no item.
  package static func entry(inLine line: Substring) -> (name: String, isChecked: Bool)? {
    var rest = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if isHeading(rest) || isThematicBreak(rest) { return nil }
    rest = droppingListMarker(rest)
    var isChecked = false
    for (box, checked) in [("[ ]", false), ("[x]", true), ("[X]", true)] where rest.hasPrefix(box) {
      let after = rest.dropFirst(box.count)
      if after.isEmpty || after.first?.isWhitespace == true {
        isChecked = checked
        rest = after
      }
    }
    let name = ShoppingItem.sanitizedName(String(rest))
    return name.isEmpty ? nil : (name, isChecked)
  }

  private static func droppingListMarker(_ line: Substring) -> Substring {
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    let marker: Substring =
      if let first = line.first, "-*+".contains(first) {
        line.prefix(1)
      } else if (1...9).contains(digits.count),
        let delimiter = line.dropFirst(digits.count).first, delimiter == "." || delimiter == ")"
      {
        line.prefix(digits.count + 1)
      } else {
        ""
      }
    let after = line.dropFirst(marker.count)
    guard !marker.isEmpty, after.isEmpty || after.first?.isWhitespace == true else { return line }
    return after.drop(while: \.isWhitespace)
  }

  private static func isHeading(_ line: Substring) -> Bool {
    let hashes = line.prefix { $0 == "#" }
    let after = line.dropFirst(hashes.count)
    return (1...6).contains(hashes.count) && (after.isEmpty || after.first?.isWhitespace == true)
  }

  private static func isThematicBreak(_ line: Substring) -> Bool {
    var mark: Character?
    var count = 0
    // NB: stops at the first other character, so "- [ ] milk" costs two, not a copy of the line.
    for character in line where !character.isWhitespace {
      if let mark {
        guard character == mark else { return false }
      } else {
        guard "-*_=".contains(character) else { return false }
        mark = character
      }
      count += 1
    }
    return count >= 3
  }
}
