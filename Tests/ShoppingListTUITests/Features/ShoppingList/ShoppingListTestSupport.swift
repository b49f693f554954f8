import Architecture
import Foundation

@testable import ShoppingListTUI

extension ShoppingItem {
  static let milk = ShoppingItem(id: UUID(101), name: "milk")
  static let eggs = ShoppingItem(id: UUID(102), name: "eggs")
  static let bread = ShoppingItem(id: UUID(103), name: "bread")
  static let apples = ShoppingItem(id: UUID(104), name: "apples")
  static let tea = ShoppingItem(id: UUID(105), name: "tea")
}

extension ShoppingList.State {
  /// A list of `items` in a pane `height` rows tall (and 40 columns wide).
  static func fixture(
    _ items: [ShoppingItem],
    height: Int = 10,
    readOnlyReason: String? = nil
  ) -> Self {
    var state = Self(items: items, readOnlyReason: readOnlyReason)
    state.viewport = Viewport(top: 0, width: 40, height: height)
    return state
  }
}

/// A save failure with a fixed description.
struct DiskFullError: Error, CustomStringConvertible {
  var description: String { "could not save list.json: No space left on device" }
}

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
  /// Presses `Space` on the item with `id` and asserts the toggle, its undo step and the save
  /// that is now pending as `revision`.
  func toggleCheck(
    _ id: ShoppingItem.ID,
    revision: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await send(
      .items(.element(id: id, action: .checkKeyPressed)),
      assert: {
        $0.items[id: id]?.isChecked.toggle()
        guard let item = $0.items[id: id] else { return }
        $0.checkedCount += item.isChecked ? 1 : -1
        let label = "\(item.isChecked ? "checked" : "unchecked") “\(item.name)”"
        $0.history.undoSteps.append(
          UndoStep(change: .setChecked(id, !item.isChecked), label: label)
        )
        $0.save.revision = revision
        $0.save.status = .saving
      },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

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
