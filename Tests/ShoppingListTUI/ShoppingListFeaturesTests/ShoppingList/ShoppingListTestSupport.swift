import Architecture
import Foundation
import TestSupport

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
func makeStore(
  _ state: ShoppingList.State,
  clock: TestClock<Duration> = TestClock(),
  saved: ListSaves = ListSaves(),
  opened: LockIsolated<[ListID]>? = nil,
  uuid: UUIDGenerator = .incrementing
) -> TestStore<ShoppingList.State, ShoppingList.Action> {
  TestStore(initialState: state) {
    ShoppingList()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = uuid
    $0.listStorage = saved.storage
    if let opened {
      $0.listStorage.openList = { list in opened.withValue { $0.append(list) } }
    }
  }
}

extension TestStore where State == ShoppingList.State, Action == ShoppingList.Action {
  /// Lets the save debounce elapse and asserts that `changes` are written successfully; by
  /// default by a storage that sends no patch back (a list file), else `saved` says what else
  /// the write's result changes.
  func expectSave(
    of changes: [ListChange], after clock: TestClock<Duration>,
    saved: @escaping @Sendable (inout ShoppingList.State) -> Void = { _ in }
  ) async {
    await clock.advance(by: ShoppingList.saveDelay)
    await receive(\.saveDelayElapsed) {
      $0.save.unsaved = []
      $0.save.writing = changes
    }
    await receive(\.listSaved.success) {
      $0.save.writing = nil
      $0.save.status = .saved
      saved(&$0)
    }
  }
}
