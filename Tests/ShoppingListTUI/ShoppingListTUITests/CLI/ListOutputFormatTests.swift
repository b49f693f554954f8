import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListTUI

@Suite struct ListOutputFormatTests {
  static let items = [
    ShoppingItem(id: UUID(), name: "milk"),
    ShoppingItem(id: UUID(), name: "eggs 🥚", isChecked: true),
  ]

  @Test func printsPlainLines() {
    #expect(render(.plain, Self.items) == "[ ] milk\n[x] eggs 🥚\n")
  }

  @Test func printsAMarkdownTaskList() {
    #expect(render(.markdown, Self.items) == "- [ ] milk\n- [x] eggs 🥚\n")
  }

  @Test func printsTheFileFormat() {
    #expect(ListOutputFormat.json.render(Self.items) == ListFileEncoder.encode(Self.items))
  }

  @Test func printsNothingForAnEmptyList() {
    #expect(render(.plain, []) == "")
    #expect(render(.markdown, []) == "")
  }

  private func render(_ format: ListOutputFormat, _ items: [ShoppingItem]) -> String {
    String(decoding: format.render(items), as: UTF8.self)
  }
}
