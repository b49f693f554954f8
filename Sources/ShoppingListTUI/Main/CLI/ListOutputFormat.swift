import ArgumentParser
import ShoppingListModel
import ShoppingListStorage

/// The ways `shopping-list list` can print the list.
enum ListOutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// `[ ] milk`, one item per line.
  case plain
  /// `- [ ] milk`, a Markdown task list.
  case markdown
  /// The list file format itself.
  case json

  /// The bytes to print for `items` of the list `listName` (which json names on each item);
  /// every line ends in a line break, and an empty list prints
  /// nothing in the line formats.
  func render(_ items: [ShoppingItem], listName: String? = nil) -> [UInt8] {
    switch self {
    case .plain: lines(items, prefix: "")
    case .markdown: lines(items, prefix: "- ")
    case .json: ListFileEncoder.encode(items, listName: listName, splittingQuantities: true)
    }
  }

  /// The bytes to print for `sections` of the list `listName`, in a store's aisle order: plain
  /// puts each category's name on a line of its own above its items, markdown a `## Category`
  /// heading, a blank line between categories; json prints the items in that order.
  func render(_ sections: [AisleSection], listName: String? = nil) -> [UInt8] {
    switch self {
    case .plain, .markdown:
      var output: [UInt8] = []
      for (number, section) in sections.enumerated() {
        if number > 0 { output.append(UInt8(ascii: "\n")) }
        output += "\(self == .markdown ? "## " : "")\(section.title)\n".utf8
        output += render(section.items)
      }
      return output
    case .json:
      return render(sections.flatMap(\.items), listName: listName)
    }
  }

  /// How a character a terminal would act on is escaped when the output is printed: as JSON
  /// escapes it in `json`, so the output stays a list file that reads back as it was; as
  /// `\u{1B}` in the line formats.
  var escapes: TerminalText.Notation {
    self == .json ? .json : .swift
  }

  /// `[ ] 2 l oat milk — lactose free`: the quantity before the name, as `add` and `import`
  /// read it back, and the note after a dash.
  private func lines(_ items: [ShoppingItem], prefix: String) -> [UInt8] {
    var output: [UInt8] = []
    for item in items {
      let quantity = item.quantity.map { "\($0) " } ?? ""
      let note = item.note.isEmpty ? "" : " — \(item.note)"
      output.append(
        contentsOf: "\(prefix)[\(item.isChecked ? "x" : " ")] \(quantity)\(item.name)\(note)\n".utf8
      )
    }
    return output
  }
}
