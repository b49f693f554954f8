import Foundation
import IdentifiedCollections
import Testing
import TestSupport

@testable import ShoppingListModel

/// An id that no item here has.
private let stranger = UUID(uuid: (0xEE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

/// The item numbered `number`, named after it.
private func item(_ number: UInt8) -> ShoppingItem {
  ShoppingItem(
    id: UUID(uuid: (0xAA, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number)),
    name: "item \(number)"
  )
}

/// The two ways a patch is applied: item by item when it touches few items, in one pass when
/// it touches many.
enum PatchPath: CaseIterable, Sendable {
  case oneByOne
  case onePass

  /// `items` once `patch` is applied this way.
  func applying(
    _ patch: ListPatch, to items: IdentifiedArrayOf<ShoppingItem>, keeping kept: UUID? = nil
  ) -> IdentifiedArrayOf<ShoppingItem> {
    var items = items
    switch self {
    case .oneByOne:
      let touched = patch.items.count + patch.removed.count
      #expect(touched <= IdentifiedArrayOf<ShoppingItem>.patchedOneByOne)
      items.apply(patch, keeping: kept)
    case .onePass:
      items.apply(Self.padded(patch), keeping: kept)
    }
    return items
  }

  /// `patch` with removals of ids that are nowhere, enough to take the one-pass path.
  static func padded(_ patch: ListPatch) -> ListPatch {
    var padded = patch
    for number in 0...IdentifiedArrayOf<ShoppingItem>.patchedOneByOne {
      let id = UUID(uuid: (0xDD, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(number)))
      padded.removed.append(RemovedItem(id, by: "laptop"))
    }
    return padded
  }
}

@Suite struct IdentifiedArrayListPatchTests {
  static let oatMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "oat milk")
  static let brownEggs = ShoppingItem(id: ShoppingItem.eggs.id, name: "brown eggs")
  static let checkedBread = ShoppingItem(id: ShoppingItem.bread.id, name: "bread", isChecked: true)

  static func patch(_ items: [PatchedItem] = [], removed: [UUID] = []) -> ListPatch {
    ListPatch(number: 2, items: items, removed: removed.map { RemovedItem($0, by: "laptop") })
  }

  static func patched(_ item: ShoppingItem, after: UUID?) -> PatchedItem {
    PatchedItem(item, after: after, by: "laptop")
  }

  @Test(arguments: PatchPath.allCases)
  func placesANewItemRightAfterItsNeighbour(path: PatchPath) {
    let patch = Self.patch([Self.patched(.tea, after: ShoppingItem.milk.id)])
    #expect(path.applying(patch, to: [.milk, .eggs]) == [.milk, .tea, .eggs])
  }

  @Test(arguments: PatchPath.allCases)
  func placesANewItemWithoutNeighbourFirst(path: PatchPath) {
    let patch = Self.patch([Self.patched(.tea, after: nil)])
    #expect(path.applying(patch, to: [.milk, .eggs]) == [.tea, .milk, .eggs])
  }

  @Test(arguments: PatchPath.allCases)
  func movesAnItemAfterItsNewNeighbourWithItsNewValues(path: PatchPath) {
    let patch = Self.patch([Self.patched(Self.oatMilk, after: ShoppingItem.bread.id)])
    #expect(path.applying(patch, to: [.milk, .eggs, .bread]) == [.eggs, .bread, Self.oatMilk])

    let first = Self.patch([Self.patched(.bread, after: nil)])
    #expect(path.applying(first, to: [.milk, .eggs, .bread]) == [.bread, .milk, .eggs])
  }

  @Test(arguments: PatchPath.allCases)
  func placesAChainOfItemsInListOrder(path: PatchPath) {
    let patch = Self.patch([
      Self.patched(.apples, after: nil),
      Self.patched(.tea, after: ShoppingItem.apples.id),
      Self.patched(Self.checkedBread, after: ShoppingItem.milk.id),
      Self.patched(Self.brownEggs, after: ShoppingItem.bread.id),
    ])
    #expect(
      path.applying(patch, to: [.milk, .eggs, .bread])
        == [.apples, .tea, .milk, Self.checkedBread, Self.brownEggs]
    )
  }

  @Test(arguments: PatchPath.allCases)
  func updatesAnItemAlreadyAfterItsNeighbourInPlace(path: PatchPath) {
    let middle = Self.patch([Self.patched(Self.brownEggs, after: ShoppingItem.milk.id)])
    #expect(path.applying(middle, to: [.milk, .eggs, .bread]) == [.milk, Self.brownEggs, .bread])

    let first = Self.patch([Self.patched(Self.oatMilk, after: nil)])
    #expect(path.applying(first, to: [.milk, .eggs, .bread]) == [Self.oatMilk, .eggs, .bread])
  }

  @Test(arguments: PatchPath.allCases)
  func removesTheRemovedItems(path: PatchPath) {
    let patch = Self.patch(removed: [ShoppingItem.eggs.id, stranger, ShoppingItem.milk.id])
    #expect(path.applying(patch, to: [.milk, .eggs, .bread]) == [.bread])

    let both = Self.patch(
      [Self.patched(.tea, after: ShoppingItem.eggs.id)], removed: [ShoppingItem.milk.id]
    )
    #expect(path.applying(both, to: [.milk, .eggs, .bread]) == [.eggs, .tea, .bread])
  }

  @Test(arguments: PatchPath.allCases)
  func keepsTheItemItIsToldToKeep(path: PatchPath) {
    let patch = Self.patch(removed: [ShoppingItem.eggs.id, ShoppingItem.bread.id])
    #expect(
      path.applying(patch, to: [.milk, .eggs, .bread], keeping: ShoppingItem.eggs.id)
        == [.milk, .eggs]
    )

    let after = Self.patch(
      [Self.patched(.tea, after: ShoppingItem.eggs.id)], removed: [ShoppingItem.eggs.id]
    )
    #expect(
      path.applying(after, to: [.milk, .eggs, .bread], keeping: ShoppingItem.eggs.id)
        == [.milk, .eggs, .tea, .bread]
    )
  }

  @Test(arguments: PatchPath.allCases)
  func keepsAnItemWhoseNeighbourIsUnknownWhereItStands(path: PatchPath) {
    let patch = Self.patch([Self.patched(Self.brownEggs, after: stranger)])
    #expect(path.applying(patch, to: [.milk, .eggs, .bread]) == [.milk, Self.brownEggs, .bread])
  }

  @Test(arguments: PatchPath.allCases)
  func keepsAnItemWhoseNeighbourIsRemovedWhereItStands(path: PatchPath) {
    let patch = Self.patch(
      [Self.patched(Self.brownEggs, after: ShoppingItem.milk.id)], removed: [ShoppingItem.milk.id]
    )
    #expect(path.applying(patch, to: [.milk, .eggs, .bread]) == [Self.brownEggs, .bread])
  }

  @Test(arguments: PatchPath.allCases)
  func putsANewItemWhoseNeighbourIsUnknownLast(path: PatchPath) {
    let patch = Self.patch([
      Self.patched(.tea, after: stranger),
      Self.patched(.apples, after: ShoppingItem.tea.id),
    ])
    #expect(path.applying(patch, to: [.milk, .eggs]) == [.milk, .eggs, .tea, .apples])
  }

  @Test func appliesAPatchOfManyItemsInOnePass() {
    let items = IdentifiedArray(uniqueElements: (1...20).map(item))
    let renamed = ShoppingItem(id: item(5).id, name: "five")
    var patch = Self.patch(
      [
        Self.patched(item(20), after: nil),
        Self.patched(item(19), after: item(20).id),
        Self.patched(renamed, after: item(4).id),
        Self.patched(item(21), after: item(10).id),
        Self.patched(item(22), after: item(21).id),
      ],
      removed: [item(1).id, item(2).id, item(11).id, item(12).id, item(13).id, item(14).id]
    )
    patch.items.append(Self.patched(item(15), after: item(22).id))
    for number in UInt8(16)...18 {
      patch.items.append(Self.patched(item(number), after: item(number - 1).id))
    }
    patch.removed.append(RemovedItem(item(6).id, by: "laptop"))
    #expect(patch.items.count + patch.removed.count == 16)
    patch.removed.append(RemovedItem(item(7).id, by: "laptop"))

    var patchedItems = items
    patchedItems.apply(patch)
    #expect(
      patchedItems == [
        item(20), item(19), item(3), item(4), renamed, item(8), item(9), item(10), item(21),
        item(22), item(15), item(16), item(17), item(18),
      ]
    )
  }

  @Test func changesNoItemOnlyWithoutItemsAndRemovals() {
    #expect(ListPatch(number: 1, arrivals: "laptop", skippedFiles: ["phone.json"]).changesNoItem)
    #expect(!Self.patch([Self.patched(.tea, after: nil)]).changesNoItem)
    #expect(!Self.patch(removed: [stranger]).changesNoItem)
  }

  /// For random lists here and there, and a patch like the storage's that turns one into the
  /// other (some new items left out of it, so that their followers' neighbour is unknown here),
  /// both ways of applying it agree, and a patch that leaves out nothing gives the list there.
  @Test func bothPathsAgreeOnRandomPatches() {
    var random = SplitMix64(seed: 0x5EED)
    let universe = (1...10).map(item)
    for round in 0..<3000 {
      let here = Self.randomList(from: universe, using: &random)
      let there: IdentifiedArrayOf<ShoppingItem>
      if Bool.random(using: &random) {
        there = Self.randomList(from: universe, using: &random)
      } else {
        there = Self.edited(here, from: universe, using: &random)
      }
      let unmoved = Self.longestCommonOrder(of: here, and: there)
      var patch = Self.patch(removed: here.ids.filter { there[id: $0] == nil })
      var leftOut = false
      for (offset, item) in there.enumerated() {
        let after = offset > 0 ? there[offset - 1].id : nil
        if here[id: item.id] == nil, Int.random(in: 0..<5, using: &random) == 0 {
          leftOut = true
        } else if here[id: item.id] != item || !unmoved.contains(item.id)
          || Int.random(in: 0..<8, using: &random) == 0
        {
          patch.items.append(Self.patched(item, after: after))
        }
      }
      let keeps = Int.random(in: 0..<4, using: &random) == 0
      let kept = keeps ? here.ids.randomElement(using: &random) : nil

      let oneByOne = PatchPath.oneByOne.applying(patch, to: here, keeping: kept)
      let onePass = PatchPath.onePass.applying(patch, to: here, keeping: kept)
      guard oneByOne == onePass else {
        Issue.record(
          """
          Round \(round): the paths disagree.
          here: \(here.map(\.name))
          patch: \(patch.items.map { ($0.item.name, $0.after) }), removed \(patch.removed.count)
          kept: \(String(describing: kept))
          one by one: \(oneByOne.map(\.name))
          one pass: \(onePass.map(\.name))
          """
        )
        return
      }
      if !leftOut, kept.map({ there[id: $0] != nil }) ?? true {
        #expect(oneByOne == there, "round \(round)")
      }
    }
  }

  /// The most items of `here` that `there` has in the same order: those a storage need not
  /// send as moved.
  static func longestCommonOrder(
    of here: IdentifiedArrayOf<ShoppingItem>, and there: IdentifiedArrayOf<ShoppingItem>
  ) -> Set<UUID> {
    let common = there.compactMap { item in
      here.index(id: item.id).map { (id: item.id, offset: $0) }
    }
    // NB: for each item, the longest run in `here`'s order that ends with it, and the one before.
    var lengths: [Int] = []
    var previous: [Int?] = []
    for (index, (_, offset)) in common.enumerated() {
      var best: (length: Int, from: Int?) = (1, nil)
      for earlier in 0..<index
      where common[earlier].offset < offset && lengths[earlier] + 1 > best.length {
        best = (lengths[earlier] + 1, earlier)
      }
      lengths.append(best.length)
      previous.append(best.from)
    }
    var unmoved = Set<UUID>()
    var next = lengths.indices.max { lengths[$0] < lengths[$1] }
    while let index = next {
      unmoved.insert(common[index].id)
      next = previous[index]
    }
    return unmoved
  }

  /// Up to eight of `universe`'s items in a random order, some renamed or checked.
  static func randomList(
    from universe: [ShoppingItem], using random: inout SplitMix64
  ) -> IdentifiedArrayOf<ShoppingItem> {
    let count = Int.random(in: 0...8, using: &random)
    let items = universe.shuffled(using: &random).prefix(count).map { item in
      var item = item
      if Int.random(in: 0..<4, using: &random) == 0 { item.name += "'" }
      item.isChecked = Int.random(in: 0..<4, using: &random) == 0
      return item
    }
    return IdentifiedArray(uniqueElements: items)
  }

  /// `items` after one or two edits: a move, a removal, an addition or a rename.
  static func edited(
    _ items: IdentifiedArrayOf<ShoppingItem>, from universe: [ShoppingItem],
    using random: inout SplitMix64
  ) -> IdentifiedArrayOf<ShoppingItem> {
    var items = Array(items)
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let absent = universe.filter { item in !items.contains { $0.id == item.id } }
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where items.count > 1:
        let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      case 1 where !items.isEmpty:
        items.remove(at: Int.random(in: 0..<items.count, using: &random))
      case 2:
        guard let added = absent.randomElement(using: &random) else { continue }
        items.insert(added, at: Int.random(in: 0...items.count, using: &random))
      case 3 where !items.isEmpty:
        items[Int.random(in: 0..<items.count, using: &random)].name += "*"
      default:
        continue
      }
    }
    return IdentifiedArray(uniqueElements: items)
  }
}
