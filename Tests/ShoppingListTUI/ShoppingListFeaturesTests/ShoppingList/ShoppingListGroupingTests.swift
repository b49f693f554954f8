import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// `v` groups the rows by category: standard categories in a supermarket's order, a
/// household's own after them, items without one last; the cursor stays on its item.
@MainActor
struct ShoppingListGroupingTests {
  static let party = ShoppingItem(id: UUID(11), name: "balloons", category: "Party")
  static let milk = ShoppingItem(id: UUID(12), name: "milk", category: "Dairy & Eggs")
  static let tape = ShoppingItem(id: UUID(13), name: "tape")
  static let apples = ShoppingItem(id: UUID(14), name: "apples", category: "Produce")
  static let cheese = ShoppingItem(
    id: UUID(15), name: "cheese", isChecked: true, category: "Dairy & Eggs"
  )
  static let items = [party, milk, tape, apples, cheese]

  @Test func groupsInAStoresOrderThenAHouseholdsThenNone() {
    let grouping = ItemGrouping(IdentifiedArray(uniqueElements: Self.items))
    #expect(grouping.ids == [UUID(14), UUID(12), UUID(15), UUID(11), UUID(13)])
    #expect(
      grouping.groups == [
        ItemGrouping.Group(title: "Produce", firstRow: 0, count: 1, checkedCount: 0),
        ItemGrouping.Group(title: "Dairy & Eggs", firstRow: 1, count: 2, checkedCount: 1),
        ItemGrouping.Group(title: "Party", firstRow: 3, count: 1, checkedCount: 0),
        ItemGrouping.Group(title: "Other", firstRow: 4, count: 1, checkedCount: 0),
      ]
    )
    #expect(grouping.headings(from: 0, through: 0) == 1)
    #expect(grouping.headings(from: 0, through: 4) == 4)
    #expect(grouping.headings(from: 2, through: 3) == 2)
    #expect(grouping.group(ofRow: 2)?.title == "Dairy & Eggs")
  }

  @Test func aFilterGroupsOnlyItsMatchesAndANewItemStaysWithItsNeighbour() {
    let items = IdentifiedArray(uniqueElements: Self.items + [ShoppingItem(id: UUID(0), name: "")])
    let filtered = ItemGrouping(items, shown: [UUID(11), UUID(13)])
    #expect(filtered.ids == [UUID(11), UUID(13)])
    let naming = ItemGrouping(items, pinned: UUID(0), neighbour: UUID(14))
    #expect(naming.ids == [UUID(14), UUID(0), UUID(12), UUID(15), UUID(11), UUID(13)])
  }

  /// `J` and `K` move an item within its group, where the move shows, and not past its edge.
  @Test func movingAnItemStaysWithinItsGroup() async {
    var state = ShoppingList.State.fixture(Self.items)
    state.toggleGrouping()
    state.cursor = 1
    let store = makeStore(state)
    await store.send(.moveItemUpKeyPressed)
    await store.send(.moveItemDownKeyPressed) {
      $0.items.move(fromOffsets: [1], toOffset: 5)
      $0.history.undoSteps = [
        UndoStep(change: .move(UUID(12), to: .after(UUID(11))), label: "moved “milk” down")
      ]
      $0.save.unsaved = [.move(UUID(12), to: .after(UUID(15)))]
      $0.save.status = .saving
      $0.cursor = 2
      $0.grouping = ItemGrouping($0.items)
    }
    #expect(store.state.grouping?.ids == [UUID(14), UUID(15), UUID(12), UUID(11), UUID(13)])
    await store.send(.moveItemDownKeyPressed)
    await store.skipInFlightEffects()
  }

  @Test func theKeyGroupsAndUngroupsKeepingTheCursorOnItsItem() async {
    var state = ShoppingList.State.fixture(Self.items)
    state.cursor = 3
    let store = makeStore(state)
    await store.send(.groupKeyPressed) {
      $0.grouping = ItemGrouping(IdentifiedArray(uniqueElements: Self.items))
      $0.cursor = 0
    }
    await store.send(.cursorDownKeyPressed) { $0.cursor = 1 }
    await store.send(.checkKeyPressed) {
      $0.items[id: UUID(12)]?.isChecked = true
      $0.checkedCount = 2
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(UUID(12), false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(UUID(12), true)]
      $0.save.status = .saving
      $0.grouping = ItemGrouping($0.items)
    }
    #expect(store.state.grouping?.groups[1].checkedCount == 2)
    await store.send(.groupKeyPressed) {
      $0.grouping = nil
      $0.cursor = 1
    }
    await store.skipInFlightEffects()
  }
}
