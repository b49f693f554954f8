import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct PositionKeyRekeyingTests {
  let noon = Fixture.noon
  let top = VisibleListTests.id(1)
  let spot = VisibleListTests.id(2)
  let end = VisibleListTests.id(3)

  /// A phone that has the laptop's top, spot and end, spot's key `length` characters long and
  /// just after top's, so that a key between the two is longer still.
  func phone(spotKeyLength length: Int) -> Replica {
    var phone = Replica(Fixture.phone)
    phone.list = VisibleListTests.list([
      (top, "top", "a0"),
      (spot, "spot", "a0" + String(repeating: "0", count: length - 3) + "1"),
      (end, "end", "a1"),
    ])
    return phone
  }

  /// The length of the longest key any device wrote.
  func longestKey(_ replica: Replica) -> Int {
    replica.list.logs.values.flatMap(\.records.values)
      .compactMap { $0.position?.value.text.utf8.count }.max() ?? 0
  }

  @Test func addingAtOneSpotPastTheLimitGivesNeighboursShortKeys() throws {
    var phone = phone(spotKeyLength: 1_022)
    for number in 1...16 {
      let id = VisibleListTests.id(100 + number)
      try phone.apply(.add(id: id, name: "n\(number)", at: .after(top)), at: noon + 1)
      #expect(longestKey(phone) <= 1_024)
    }
    #expect(
      phone.lines == [
        "top", "n16", "n15", "n14", "n13", "n12", "n11", "n10", "n9", "n8", "n7", "n6", "n5",
        "n4", "n3", "n2", "n1", "spot", "end",
      ])
    #expect(phone.list.log(of: Fixture.phone).records[top]?.position != nil)
  }

  @Test func sevenThousandAddsAtOneSpotNeverWriteALongKey() async throws {
    var phone = Replica(Fixture.phone)
    try phone.apply(.add(id: top, name: "top", at: .end), at: noon)
    try phone.apply(.add(id: end, name: "end", at: .end), at: noon)
    var visible = VisibleList(phone.list)
    var neighboursRekeyed = false
    for number in 1...7_000 {
      let id = VisibleListTests.id(100 + number)
      let written = try phone.list.apply(
        .add(id: id, name: "n\(number)", at: .after(top)), clock: &phone.clock, now: noon,
        visible: visible
      )
      neighboursRekeyed = neighboursRekeyed || written.count > 1
      visible.update(written, from: phone.list)
      if number.isMultiple(of: 50) { await yieldToOtherTests() }
    }
    #expect(neighboursRekeyed)
    #expect(longestKey(phone) <= 1_024)
    #expect(visible == VisibleList(phone.list))
    let lines = phone.lines
    #expect(lines.count == 7_002)
    #expect(Array(lines.prefix(3)) == ["top", "n7000", "n6999"])
    #expect(Array(lines.suffix(3)) == ["n2", "n1", "end"])
    #expect(lines == ["top"] + (1...7_000).reversed().map { "n\($0)" } + ["end"])
  }

  @Test func aPasteWhereKeysWouldBeTooLongKeepsItsOrder() throws {
    var phone = phone(spotKeyLength: 1_024)
    let pasted = ["x", "y", "z"].enumerated().map {
      ShoppingItem(id: VisibleListTests.id(10 + $0.offset), name: $0.element)
    }
    let written = try phone.list.apply(
      .insert(pasted, at: .after(top)), clock: &phone.clock, now: noon + 1
    )
    #expect(phone.lines == ["top", "x", "y", "z", "spot", "end"])
    #expect(longestKey(phone) <= 1_024)
    #expect(written.count > 3)
  }

  @Test func aMoveNextToALongKeyKeepsTheOrder() throws {
    var phone = phone(spotKeyLength: 1_024)
    try phone.apply(.move(end, to: .before(spot)), at: noon + 1)
    #expect(phone.lines == ["top", "end", "spot"])
    #expect(longestKey(phone) <= 1_024)
  }

  @Test func restoredItemsAtOneOffsetStayInTheOrderOfTheirIds() throws {
    var phone = phone(spotKeyLength: 1_024)
    try phone.apply(
      .restore([
        PlacedItem(offset: 1, item: ShoppingItem(id: VisibleListTests.id(8), name: "jam 8")),
        PlacedItem(offset: 1, item: ShoppingItem(id: VisibleListTests.id(7), name: "jam 7")),
        PlacedItem(offset: 3, item: ShoppingItem(id: VisibleListTests.id(9), name: "tea")),
      ]),
      at: noon + 1
    )
    #expect(phone.lines == ["top", "jam 7", "jam 8", "spot", "end", "tea"])
    #expect(longestKey(phone) <= 1_024)
  }

  @Test func aSortAfterTheLargestKeysStartsTheKeysAgain() throws {
    var phone = Replica(Fixture.phone)
    phone.list = VisibleListTests.list([
      (top, "top", "a0"), (end, "end", String(repeating: "z", count: 1_024)),
    ])
    try phone.apply(.reorder([top]), at: noon + 1)
    #expect(phone.lines == ["end", "top"])
    #expect(
      phone.list.log(of: Fixture.phone).records.values.compactMap(\.position?.value.text)
        .sorted() == ["a0", "a1"])
  }

  @Test func shortKeysRewriteNoNeighbour() throws {
    var phone = phone(spotKeyLength: 1_020)
    let added = VisibleListTests.id(10)
    let written = try phone.list.apply(
      .add(id: added, name: "new", at: .after(top)), clock: &phone.clock, now: noon + 1
    )
    #expect(written == [added])
    #expect(phone.lines == ["top", "new", "spot", "end"])
  }

  /// A phone whose list has two crowds of items with keys of 1,024 characters between items
  /// with short keys, from `random`: the keys of a crowd differ in their last digit only, and
  /// those of the two crowds in their last 422.
  static func crowdedPhone(using random: inout SplitMix64) -> Replica {
    let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    func randomDigits(_ count: Int) -> String {
      String((0..<count).map { _ in digits.randomElement(using: &random) ?? "V" })
    }
    let shared = "a0" + randomDigits(600)
    var entries: [(id: UUID, name: String, key: String?)] = [
      (VisibleListTests.id(1), "first", "Zz"), (VisibleListTests.id(2), "last", "a1"),
    ]
    for crowd in 0..<2 {
      let prefix = shared + randomDigits(421)
      // NB: a key never ends in 0.
      let lastDigits = digits.dropFirst().shuffled(using: &random)
        .prefix(Int.random(in: 2...12, using: &random))
      for digit in lastDigits {
        let id = VisibleListTests.id(entries.count + 1)
        entries.append((id, "crowd \(crowd)", prefix + String(digit)))
      }
    }
    var phone = Replica(Fixture.phone)
    phone.list = VisibleListTests.list(entries)
    return phone
  }

  /// A random add, insert, move or sort among `ids` (the visible items in order), which an
  /// array of ids shows as ``placed(_:in:)`` does; new items get ids from `newID` on.
  static func randomPlacement(
    among ids: [UUID], newID: Int, using random: inout SplitMix64
  ) -> ListChange {
    let neighbour = ids.randomElement(using: &random) ?? VisibleListTests.id(1)
    let placement: ListChange.Placement =
      switch Int.random(in: 0..<8, using: &random) {
      case 0: .start
      case 1: .end
      case 2, 3, 4: .after(neighbour)
      default: .before(neighbour)
      }
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      let count = Int.random(in: 1...4, using: &random)
      let items = (0..<count).map {
        ShoppingItem(id: VisibleListTests.id(newID + $0), name: "pasted")
      }
      return .insert(items, at: placement)
    case 2, 3:
      let moved = ids.filter { $0 != neighbour }.randomElement(using: &random) ?? neighbour
      return .move(moved, to: placement)
    case 4:
      return .reorder(Array(ids.shuffled(using: &random).prefix(3)))
    default:
      return .add(id: VisibleListTests.id(newID), name: "added", at: placement)
    }
  }

  /// `ids` with `change` (one of ``randomPlacement(among:newID:using:)``'s) done.
  static func placed(_ change: ListChange, in ids: [UUID]) -> [UUID] {
    func index(of placement: ListChange.Placement, in ids: [UUID]) -> Int {
      switch placement {
      case .start: 0
      case .end: ids.count
      case .before(let neighbour): ids.firstIndex(of: neighbour) ?? 0
      case .after(let neighbour): (ids.firstIndex(of: neighbour) ?? -1) + 1
      }
    }
    var ids = ids
    switch change {
    case .add(let id, _, _, _, let placement):
      ids.insert(id, at: index(of: placement, in: ids))
    case .insert(let items, let placement):
      ids.insert(contentsOf: items.map(\.id), at: index(of: placement, in: ids))
    case .move(let id, let placement):
      ids.removeAll { $0 == id }
      ids.insert(id, at: index(of: placement, in: ids))
    case .reorder(let listed):
      ids = ids.filter { !listed.contains($0) } + listed
    default:
      break
    }
    return ids
  }

  @Test func placingAmongLongKeysShowsTheOrderTheKeysWouldHaveShown() async {
    await propertyCheck(count: 40, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      var phone = Self.crowdedPhone(using: &random)
      var expected = phone.list.visibleItems.map(\.id)
      for step in 0..<30 {
        let change = Self.randomPlacement(
          among: expected, newID: 1_000 + 10 * step, using: &random
        )
        #expect((try? phone.apply(change, at: noon + Int64(step))) != nil)
        expected = Self.placed(change, in: expected)
      }
      #expect(phone.list.visibleItems.map(\.id) == expected)
      #expect(longestKey(phone) <= 1_024)
    }
  }
}
