import Foundation
import Testing

@testable import SharedList

@Suite struct ItemDetailsTests {
  func register(_ value: String, _ wall: Int64) -> Register<String> {
    Register(value: value, stamp: HybridTimestamp(wall: wall, counter: 0, device: Fixture.laptop))
  }

  /// Fields set in any order are kept one a field, in the fields' order, and read back.
  @Test func keepsOneRegisterAFieldInTheFieldsOrder() {
    var details = ItemDetails()
    #expect(details.isEmpty)
    details[.listName] = register("Groceries", 1)
    details[.note] = register("oat", 2)
    details[.added] = register("laptop", 3)
    details[.quantity] = register("2 l", 4)
    details[.note] = register("soy", 5)
    #expect(details.count == 4)
    #expect(details.map(\.key) == [.quantity, .note, .added, .listName])
    #expect(details.map(\.value.value) == ["2 l", "soy", "laptop", "Groceries"])
    #expect(details[.note] == register("soy", 5))
    #expect(details[.category] == nil)
    details[.quantity] = nil
    details[.listName] = nil
    details[.category] = nil
    #expect(details.map(\.key) == [.note, .added])
    details[.note] = nil
    #expect(details.map(\.key) == [.added])
    details[.added] = nil
    #expect(details.isEmpty)
    #expect(details == ItemDetails())
  }

  /// Two tables are equal when they hold the same registers, whatever order they were set in.
  @Test func equalityIgnoresTheOrderOfSetting() {
    var first = ItemDetails()
    first[.added] = register("laptop", 1)
    first[.note] = register("oat", 2)
    var second = ItemDetails()
    second[.note] = register("oat", 2)
    second[.added] = register("laptop", 1)
    #expect(first == second)
    #expect(first == [.note: register("oat", 2), .added: register("laptop", 1)])
    second[.note] = register("oat", 3)
    #expect(first != second)
  }

  /// A join keeps each field's later write and every field either side has.
  @Test func joinKeepsTheLaterWriteOfEachField() {
    var details: ItemDetails = [.note: register("oat", 2), .added: register("laptop", 1)]
    details.join([.note: register("soy", 1), .category: register("Dairy", 4)])
    #expect(
      details
        == [
          .note: register("oat", 2), .added: register("laptop", 1),
          .category: register("Dairy", 4),
        ]
    )
  }

  /// The newest stamp and a stamp asked after are found among the first field and the others.
  @Test func findsStampsInEveryRegister() {
    #expect(ItemDetails().newestStamp == nil)
    #expect(!ItemDetails().containsStamp { _ in true })
    let details: ItemDetails = [
      .note: register("oat", 2), .added: register("laptop", 9), .quantity: register("1", 4),
    ]
    #expect(details.newestStamp?.wall == 9)
    #expect(details.containsStamp { $0.wall == 4 })
    #expect(details.containsStamp { $0.wall == 9 })
    #expect(!details.containsStamp { $0.wall == 3 })
  }

  /// Every register can be changed in place, the first and the others alike.
  @Test func modifiesEveryRegister() {
    var details: ItemDetails = [.note: register("oat", 2), .added: register("laptop", 1)]
    details.modifyValues { $0.stamp.wall += 10 }
    #expect(details == [.note: register("oat", 12), .added: register("laptop", 11)])
  }
}
