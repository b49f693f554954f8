import Architecture
import Foundation
import NumberFacts
import ShoppingListStorage
import TestSupport

@testable import ShoppingListFeatures

@MainActor
func makeStore(
  _ state: ShoppingList.State,
  clock: TestClock<Duration> = TestClock(),
  saved: ListSaves = ListSaves()
) -> TestStore<ShoppingList.State, ShoppingList.Action> {
  TestStore(initialState: state) {
    ShoppingList()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
    $0.listStorage = saved.storage
  }
}

extension TestStore where State == ShoppingList.State, Action == ShoppingList.Action {
  /// Lets the save debounce elapse and asserts that `revision` is written successfully.
  func expectSave(of revision: Int, after clock: TestClock<Duration>) async {
    await clock.advance(by: ShoppingList.saveDelay)
    await receive(\.saveDelayElapsed) {
      $0.save.isWriting = true
    }
    await receive(\.listSaved.success, revision) {
      $0.save.isWriting = false
      $0.save.savedRevision = revision
      $0.save.status = .saved
    }
  }
}
