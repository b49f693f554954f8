import Foundation
import IdentifiedCollections
import Testing

@testable import ShoppingListModel

@Suite struct IdentifiedArrayLoadingTests {
  let first = UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000001")!
  /// The same first half as `first`: only the second half tells them apart.
  let sameHigh = UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000002")!
  /// The same second half as `first`.
  let sameLow = UUID(uuidString: "BBBBBBBB-0000-4000-8000-000000000001")!

  /// Items with different ids are all kept, in their order.
  @Test func keepsEveryItemOfUniqueIDsInOrder() {
    let items = [
      ShoppingItem(id: sameLow, name: "tea"), ShoppingItem(id: first, name: "milk"),
      ShoppingItem(id: sameHigh, name: "eggs"),
    ]
    let loaded = IdentifiedArray(keepingFirstOf: items)
    #expect(loaded.map(\.name) == ["tea", "milk", "eggs"])
    #expect(loaded[id: sameHigh]?.name == "eggs")
  }

  /// Of items sharing an id, wherever they are, the first is kept.
  @Test func keepsTheFirstOfARepeatedID() {
    let items = [
      ShoppingItem(id: first, name: "milk"), ShoppingItem(id: sameHigh, name: "eggs"),
      ShoppingItem(id: sameLow, name: "tea"), ShoppingItem(id: first, name: "oat milk"),
      ShoppingItem(id: sameLow, name: "green tea"),
    ]
    let loaded = IdentifiedArray(keepingFirstOf: items)
    #expect(loaded.map(\.name) == ["milk", "eggs", "tea"])
    #expect(loaded[id: first]?.name == "milk")
    #expect(IdentifiedArray(keepingFirstOf: []).isEmpty)
  }
}
