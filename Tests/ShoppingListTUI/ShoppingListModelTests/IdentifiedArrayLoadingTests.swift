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

  /// Items loaded have room for more: items arriving one by one go into the array as loaded,
  /// not into a copy of it twice its size.
  @Test func placesArrivingItemsInTheRoomItWasLoadedWith() {
    func id(_ number: Int) -> UUID {
      UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
    }
    var loaded = IdentifiedArray(
      keepingFirstOf: (1...1_000).map { ShoppingItem(id: id($0), name: "item \($0)") }
    )
    let capacity = loaded.elements.capacity
    #expect(capacity >= 1_125)
    for number in 1_001...1_100 {
      let arrived = ShoppingItem(id: id(number), name: "item \(number)")
      loaded.apply(
        ListPatch(number: number, items: [PatchedItem(arrived, after: id(1), by: "laptop")])
      )
    }
    #expect(loaded.count == 1_100)
    #expect(loaded.elements.capacity == capacity)
    #expect(loaded.prefix(3).map(\.name) == ["item 1", "item 1100", "item 1099"])
  }
}
