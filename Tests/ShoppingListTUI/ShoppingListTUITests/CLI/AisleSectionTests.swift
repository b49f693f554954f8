import Foundation
import Testing

@testable import ShoppingListModel
@testable import ShoppingListTUI

/// The list grouped in a store's aisle order, as `list --store` prints it.
@Suite struct AisleSectionTests {
  func item(_ name: String, _ category: String, checked: Bool = false) -> ShoppingItem {
    ShoppingItem(id: UUID(), name: name, isChecked: checked, category: category)
  }

  @Test func categoriesFollowTheOrderAndItemsWithoutOneComeLastUnderOther() {
    let items = [
      item("widget", ""), item("milk", "Dairy & Eggs"), item("apples", "Produce"),
      item("tofu", "fridge"), item("bread", "Bakery"), item("oat milk", "dairy & eggs"),
      item("kefir", "Fridge"), item("tape", ""),
    ]
    let order = AisleOrder(categories: ["Bakery", "Fridge", "Dairy & Eggs", "Produce"])
    let sections = AisleSection.sections(of: items, in: order)
    #expect(sections.map(\.title) == ["Bakery", "fridge", "Dairy & Eggs", "Produce", "Other"])
    #expect(
      sections.map { $0.items.map(\.name) } == [
        ["bread"], ["tofu", "kefir"], ["milk", "oat milk"], ["apples"], ["widget", "tape"],
      ])
  }

  @Test func noItemsNoSectionsAndNoCategoriesOneSection() {
    let order = AisleOrder(categories: ["Bakery"])
    #expect(AisleSection.sections(of: [], in: order) == [])
    let sections = AisleSection.sections(of: [item("tape", ""), item("glue", "")], in: order)
    #expect(sections.map(\.title) == ["Other"])
    #expect(sections.first?.items.map(\.name) == ["tape", "glue"])
  }

  @Test func eachFormatPrintsTheSections() {
    let sections = [
      AisleSection(title: "Bakery", items: [item("bread", "Bakery", checked: true)]),
      AisleSection(title: "Other", items: [item("tape", "")]),
    ]
    #expect(
      String(decoding: ListOutputFormat.markdown.render(sections), as: UTF8.self)
        == "## Bakery\n- [x] bread\n\n## Other\n- [ ] tape\n")
    #expect(
      String(decoding: ListOutputFormat.plain.render(sections), as: UTF8.self)
        == "Bakery\n[x] bread\n\nOther\n[ ] tape\n")
    #expect(String(decoding: ListOutputFormat.plain.render([AisleSection]()), as: UTF8.self) == "")
  }
}
