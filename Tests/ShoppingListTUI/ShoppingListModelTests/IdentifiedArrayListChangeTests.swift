import Foundation
import IdentifiedCollections
import Testing
import TestSupport

@testable import ShoppingListModel

/// An id that no item here has.
private let stranger = UUID(uuid: (0xEE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

@Suite struct IdentifiedArrayListChangeTests {
  static let oatMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "oat milk")
  static let brownEggs = ShoppingItem(id: ShoppingItem.eggs.id, name: "brown eggs")
  static let ryeBread = ShoppingItem(id: ShoppingItem.bread.id, name: "rye bread")
  static let checkedEggs = ShoppingItem(id: ShoppingItem.eggs.id, name: "eggs", isChecked: true)
  static let checkedTea = ShoppingItem(id: ShoppingItem.tea.id, name: "tea", isChecked: true)

  // MARK: - add

  @Test func addsAtEachPlacementAndUndoesWithARemoval() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.add(id: ShoppingItem.tea.id, name: "tea", at: .end))
    #expect(items == [.milk, .eggs, .tea])
    #expect(undo == .remove([ShoppingItem.tea.id]))

    let redo = items.apply(.remove([ShoppingItem.tea.id]))
    #expect(items == [.milk, .eggs])
    #expect(redo == .restore([PlacedItem(offset: 2, item: .tea)]))

    items.apply(.add(id: ShoppingItem.tea.id, name: "tea", checked: true, at: .start))
    #expect(items == [Self.checkedTea, .milk, .eggs])

    items = [.milk, .eggs]
    items.apply(.add(id: ShoppingItem.tea.id, name: "tea", at: .before(ShoppingItem.eggs.id)))
    #expect(items == [.milk, .tea, .eggs])

    items = [.milk, .eggs]
    items.apply(.add(id: ShoppingItem.tea.id, name: "tea", at: .after(ShoppingItem.eggs.id)))
    #expect(items == [.milk, .eggs, .tea])
  }

  @Test func addOfAnIDAlreadyPresentMovesItToThePlacementWithTheNewValues() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(.add(id: ShoppingItem.milk.id, name: "oat milk", at: .end))
    #expect(items == [.eggs, .bread, Self.oatMilk])
    #expect(undo == .remove([ShoppingItem.milk.id]))
  }

  @Test func addOfAnItemWhereItStandsStillAnswersWithARemoval() {
    // NB: a new item is in the list while its name is typed; adding it is what undo takes away.
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.add(id: ShoppingItem.eggs.id, name: "eggs", at: .end))
    #expect(items == [.milk, .eggs])
    #expect(undo == .remove([ShoppingItem.eggs.id]))
  }

  @Test func addWhoseNeighbourIsMissingKeepsAnExistingItemInPlace() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(
      .add(id: ShoppingItem.eggs.id, name: "brown eggs", at: .before(stranger))
    )
    #expect(items == [.milk, Self.brownEggs, .bread])
    #expect(undo == .remove([ShoppingItem.eggs.id]))
  }

  @Test func addWhoseNeighbourIsMissingPutsANewItemFirst() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.add(id: ShoppingItem.tea.id, name: "tea", at: .after(stranger)))
    #expect(items == [.tea, .milk, .eggs])
    #expect(undo == .remove([ShoppingItem.tea.id]))
  }

  // MARK: - insert

  @Test func insertsManyInTheirOrderAndUndoesWithOneRemoval() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.insert([.bread, .apples], at: .after(ShoppingItem.milk.id)))
    #expect(items == [.milk, .bread, .apples, .eggs])
    #expect(undo == .remove([ShoppingItem.bread.id, ShoppingItem.apples.id]))

    let redo = items.apply(.remove([ShoppingItem.bread.id, ShoppingItem.apples.id]))
    #expect(items == [.milk, .eggs])
    #expect(
      redo == .restore([PlacedItem(offset: 1, item: .bread), PlacedItem(offset: 2, item: .apples)])
    )
  }

  @Test func insertAtStartAndBefore() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    items.apply(.insert([.bread, .apples], at: .start))
    #expect(items == [.bread, .apples, .milk, .eggs])

    items = [.milk, .eggs]
    items.apply(.insert([.bread, .apples], at: .before(ShoppingItem.eggs.id)))
    #expect(items == [.milk, .bread, .apples, .eggs])
  }

  @Test func insertOfIDsAlreadyPresentMovesThemToThePlacement() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(.insert([Self.brownEggs, .tea], at: .end))
    #expect(items == [.milk, .bread, Self.brownEggs, .tea])
    #expect(undo == .remove([ShoppingItem.eggs.id, ShoppingItem.tea.id]))
  }

  @Test func insertOfARepeatedIDKeepsItsLastValuesAtItsFirstPlace() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk]
    let undo = items.apply(.insert([.bread, .tea, Self.ryeBread], at: .start))
    #expect(items == [Self.ryeBread, .tea, .milk])
    #expect(undo == .remove([ShoppingItem.bread.id, ShoppingItem.tea.id]))
  }

  @Test func insertWhoseNeighbourIsMissingKeepsTheFirstPresentItemsPlace() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread, .apples]
    items.apply(.insert([.apples, .tea, .eggs], at: .after(stranger)))
    #expect(items == [.milk, .apples, .tea, .eggs, .bread])

    items = [.milk, .eggs]
    items.apply(.insert([.bread, .tea], at: .before(stranger)))
    #expect(items == [.bread, .tea, .milk, .eggs])
  }

  @Test func insertOfNothingChangesNothing() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk]
    #expect(items.apply(.insert([], at: .end)) == nil)
    #expect(items == [.milk])
  }

  // MARK: - rename and setChecked

  @Test func renamesAndUndoesWithTheOldName() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.rename(ShoppingItem.milk.id, "oat milk"))
    #expect(items == [Self.oatMilk, .eggs])
    #expect(undo == .rename(ShoppingItem.milk.id, "milk"))

    let redo = items.apply(.rename(ShoppingItem.milk.id, "milk"))
    #expect(items == [.milk, .eggs])
    #expect(redo == .rename(ShoppingItem.milk.id, "oat milk"))
  }

  @Test func checksAndUndoesWithTheOldState() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs]
    let undo = items.apply(.setChecked(ShoppingItem.eggs.id, true))
    #expect(items == [.milk, Self.checkedEggs])
    #expect(undo == .setChecked(ShoppingItem.eggs.id, false))

    let redo = items.apply(.setChecked(ShoppingItem.eggs.id, false))
    #expect(items == [.milk, .eggs])
    #expect(redo == .setChecked(ShoppingItem.eggs.id, true))
  }

  @Test(arguments: [
    ListChange.rename(ShoppingItem.milk.id, "milk"),
    .rename(ShoppingItem.tea.id, "green tea"),
    .setChecked(ShoppingItem.milk.id, false),
    .setChecked(ShoppingItem.tea.id, true),
    .move(ShoppingItem.eggs.id, to: .after(ShoppingItem.milk.id)),
    .move(ShoppingItem.milk.id, to: .start),
    .move(ShoppingItem.bread.id, to: .end),
    .move(ShoppingItem.eggs.id, to: .before(ShoppingItem.bread.id)),
    .move(ShoppingItem.eggs.id, to: .after(ShoppingItem.eggs.id)),
    .move(ShoppingItem.eggs.id, to: .before(stranger)),
    .move(ShoppingItem.tea.id, to: .start),
    .remove([ShoppingItem.tea.id]),
    .remove([ShoppingItem.tea.id, stranger]),
    .remove([]),
    .restore([PlacedItem(offset: 0, item: .eggs)]),
    .restore([PlacedItem(offset: 0, item: .milk), PlacedItem(offset: 2, item: .bread)]),
    .restore([]),
    .reorder([ShoppingItem.milk.id, ShoppingItem.eggs.id, ShoppingItem.bread.id]),
    .reorder([ShoppingItem.bread.id]),
    .reorder([ShoppingItem.tea.id, stranger]),
    .reorder([]),
  ])
  func changeThatChangesNothingAnswersNil(change: ListChange) {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    #expect(items.apply(change) == nil)
    #expect(items == [.milk, .eggs, .bread])
  }

  // MARK: - move

  @Test func movesAndUndoesWithAMoveBackAfterTheOldNeighbour() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(.move(ShoppingItem.bread.id, to: .before(ShoppingItem.milk.id)))
    #expect(items == [.bread, .milk, .eggs])
    #expect(undo == .move(ShoppingItem.bread.id, to: .after(ShoppingItem.eggs.id)))

    let redo = items.apply(.move(ShoppingItem.bread.id, to: .after(ShoppingItem.eggs.id)))
    #expect(items == [.milk, .eggs, .bread])
    #expect(redo == .move(ShoppingItem.bread.id, to: .start))
  }

  @Test func movesTheFirstItemToTheEndAndBackToTheStart() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(.move(ShoppingItem.milk.id, to: .end))
    #expect(items == [.eggs, .bread, .milk])
    #expect(undo == .move(ShoppingItem.milk.id, to: .start))

    let redo = items.apply(.move(ShoppingItem.milk.id, to: .start))
    #expect(items == [.milk, .eggs, .bread])
    #expect(redo == .move(ShoppingItem.milk.id, to: .after(ShoppingItem.bread.id)))
  }

  @Test func movesAfterALaterItem() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread, .apples]
    let undo = items.apply(.move(ShoppingItem.eggs.id, to: .after(ShoppingItem.bread.id)))
    #expect(items == [.milk, .bread, .eggs, .apples])
    #expect(undo == .move(ShoppingItem.eggs.id, to: .after(ShoppingItem.milk.id)))

    items.apply(.move(ShoppingItem.eggs.id, to: .after(ShoppingItem.milk.id)))
    #expect(items == [.milk, .eggs, .bread, .apples])
  }

  // MARK: - remove and restore

  @Test func removesSeveralAndAnswersARestoreInAscendingOffsets() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread, .apples]
    let undo = items.apply(
      .remove([ShoppingItem.apples.id, stranger, ShoppingItem.eggs.id, ShoppingItem.apples.id])
    )
    #expect(items == [.milk, .bread])
    #expect(
      undo == .restore([PlacedItem(offset: 1, item: .eggs), PlacedItem(offset: 3, item: .apples)])
    )

    let redo = items.apply(
      .restore([PlacedItem(offset: 1, item: .eggs), PlacedItem(offset: 3, item: .apples)])
    )
    #expect(items == [.milk, .eggs, .bread, .apples])
    #expect(redo == .remove([ShoppingItem.eggs.id, ShoppingItem.apples.id]))
  }

  @Test func removesOneAndRestoresItAtItsOffset() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(.remove([ShoppingItem.eggs.id]))
    #expect(items == [.milk, .bread])
    #expect(undo == .restore([PlacedItem(offset: 1, item: .eggs)]))

    let redo = items.apply(.restore([PlacedItem(offset: 1, item: .eggs)]))
    #expect(items == [.milk, .eggs, .bread])
    #expect(redo == .remove([ShoppingItem.eggs.id]))
  }

  @Test func removesEverythingAndRestoresEverything() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(
      .remove([ShoppingItem.bread.id, ShoppingItem.milk.id, ShoppingItem.eggs.id])
    )
    #expect(items == [])
    #expect(
      undo
        == .restore([
          PlacedItem(offset: 0, item: .milk), PlacedItem(offset: 1, item: .eggs),
          PlacedItem(offset: 2, item: .bread),
        ])
    )
    items.apply(
      .restore([
        PlacedItem(offset: 0, item: .milk), PlacedItem(offset: 1, item: .eggs),
        PlacedItem(offset: 2, item: .bread),
      ])
    )
    #expect(items == [.milk, .eggs, .bread])
  }

  @Test func restoreSkipsItemsAlreadyPresent() {
    // NB: bread came back meanwhile, kept by an edit made elsewhere.
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .bread]
    let undo = items.apply(
      .restore([PlacedItem(offset: 1, item: .eggs), PlacedItem(offset: 2, item: .bread)])
    )
    #expect(items == [.milk, .eggs, .bread])
    #expect(undo == .remove([ShoppingItem.eggs.id]))

    items = [.milk, .bread]
    let many = items.apply(
      .restore([
        PlacedItem(offset: 0, item: .tea), PlacedItem(offset: 1, item: .eggs),
        PlacedItem(offset: 3, item: Self.ryeBread),
      ])
    )
    #expect(items == [.tea, .eggs, .milk, .bread])
    #expect(many == .remove([ShoppingItem.tea.id, ShoppingItem.eggs.id]))
  }

  @Test func restoreOfAnIDListedTwiceBringsItBackOnce() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk]
    let undo = items.apply(
      .restore([
        PlacedItem(offset: 1, item: .eggs), PlacedItem(offset: 1, item: .bread),
        PlacedItem(offset: 2, item: .eggs),
      ])
    )
    #expect(items == [.milk, .eggs, .bread])
    #expect(undo == .remove([ShoppingItem.eggs.id, ShoppingItem.bread.id]))
  }

  @Test func restoreBeyondTheEndAppends() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk]
    items.apply(.restore([PlacedItem(offset: 5, item: .eggs)]))
    #expect(items == [.milk, .eggs])

    items = [.milk]
    items.apply(
      .restore([PlacedItem(offset: 4, item: .eggs), PlacedItem(offset: 7, item: .bread)])
    )
    #expect(items == [.milk, .eggs, .bread])
  }

  // MARK: - reorder

  @Test func reorderPutsUnlistedItemsFirstAndUndoesWithTheOldOrder() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread, .apples]
    let undo = items.apply(.reorder([ShoppingItem.bread.id, ShoppingItem.milk.id]))
    #expect(items == [.eggs, .apples, .bread, .milk])
    #expect(
      undo
        == .reorder([
          ShoppingItem.milk.id, ShoppingItem.eggs.id, ShoppingItem.bread.id,
          ShoppingItem.apples.id,
        ])
    )

    let redo = items.apply(
      .reorder([
        ShoppingItem.milk.id, ShoppingItem.eggs.id, ShoppingItem.bread.id, ShoppingItem.apples.id,
      ])
    )
    #expect(items == [.milk, .eggs, .bread, .apples])
    #expect(
      redo
        == .reorder([
          ShoppingItem.eggs.id, ShoppingItem.apples.id, ShoppingItem.bread.id,
          ShoppingItem.milk.id,
        ])
    )
  }

  @Test func reorderSkipsUnknownAndRepeatedIDs() {
    var items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    let undo = items.apply(
      .reorder([stranger, ShoppingItem.bread.id, ShoppingItem.milk.id, ShoppingItem.bread.id])
    )
    #expect(items == [.eggs, .bread, .milk])
    #expect(
      undo == .reorder([ShoppingItem.milk.id, ShoppingItem.eggs.id, ShoppingItem.bread.id])
    )
  }

  // MARK: - index(for:)

  @Test func indexForAPlacement() {
    let items: IdentifiedArrayOf<ShoppingItem> = [.milk, .eggs, .bread]
    #expect(items.index(for: .start) == 0)
    #expect(items.index(for: .end) == 3)
    #expect(items.index(for: .before(ShoppingItem.eggs.id)) == 1)
    #expect(items.index(for: .after(ShoppingItem.eggs.id)) == 2)
    #expect(items.index(for: .before(stranger)) == nil)
    #expect(items.index(for: .after(stranger)) == nil)
  }
}
