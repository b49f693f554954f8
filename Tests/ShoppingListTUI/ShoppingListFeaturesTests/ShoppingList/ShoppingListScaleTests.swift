import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Correctness at 100,000 items: the list loads, scrolls, filters, sorts, undoes and saves right.
///
/// A plain `Store` drives the list: a test store would compare the whole list on every
/// step, which says nothing more here.
@MainActor
struct ShoppingListScaleTests {
  static let count = 100_000

  static let items: [ShoppingItem] = (0..<count).map {
    ShoppingItem(id: UUID($0), name: "item \(count - $0)", isChecked: $0.isMultiple(of: 4))
  }

  @Test func aHundredThousandItems() async {
    let clock = TestClock()
    let (saves, saved) = AsyncStream.makeStream(of: [ListChange].self)
    let store = Store(initialState: ShoppingList.State.fixture(Self.items, height: 22)) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.listStorage.save = { changes in
        saved.yield(changes)
        return 0
      }
    }
    #expect(store.state.checkedCount == 25_000)

    store.send(.lastItemKeyPressed)
    #expect(store.state.cursor == Self.count - 1)
    #expect(store.state.viewport.top == Self.count - 22)
    store.send(.pageUpKeyPressed)
    #expect(store.state.cursor == Self.count - 23)
    #expect(store.state.viewport.top == Self.count - 44)

    store.send(.filterKeyPressed)
    store.send(.filterQuery(.textTyped("9999")))
    let expected = Self.items.filter { $0.name.contains("9999") }.map(\.id)
    #expect(store.state.filter?.matchingIDs == expected)
    store.send(.filterQuery(.textTyped("9")))
    #expect(store.state.filter?.matchingIDs == [UUID(Self.count - 99_999)])
    #expect(store.state.currentID == UUID(Self.count - 99_999))
    store.send(.filterCleared)
    #expect(store.state.cursor == Self.count - 99_999)

    store.send(.sortKeyPressed)
    let sorted = store.state.items
    #expect(sorted.prefix(75_000).allSatisfy { !$0.isChecked })
    #expect(sorted.suffix(25_000).allSatisfy { $0.isChecked })
    let unchecked = sorted.prefix(75_000)
    // NB: "item 9" before "item 10": numbers in names sort by value.
    let numbers = unchecked.map { Int($0.name.dropFirst("item ".count)) ?? -1 }
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })

    store.send(.firstItemKeyPressed)
    store.send(.checkKeyPressed)
    #expect(store.state.checkedCount == 25_001)
    store.send(.undoKeyPressed)
    store.send(.undoKeyPressed)
    #expect(store.state.items.elements == Self.items)
    #expect(store.state.checkedCount == 25_000)

    await clock.advance(by: ShoppingList.saveDelay)
    var iterator = saves.makeAsyncIterator()
    let changes = await iterator.next() ?? []
    #expect(changes.count == 4)
    var written = IdentifiedArray(uniqueElements: Self.items)
    for change in changes { written.apply(change) }
    #expect(written.elements == Self.items)
  }
}
