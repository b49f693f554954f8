import Architecture
import Foundation
import Testing

@testable import ShoppingListTUI

@MainActor
struct ShoppingListViewStateTests {
  /// Counts the rows a view state derivation builds.
  final class RowCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var rows = 0

    var count: Int { lock.withLock { rows } }

    func increment() { lock.withLock { rows += 1 } }

    func derive(_ state: ShoppingList.State) -> ShoppingListView.ViewState {
      ShoppingListView.ViewState.$rowDerived.withValue({ self.increment() }) {
        ShoppingListView.ViewState(state)
      }
    }
  }

  static let hugeList: [ShoppingItem] = (0..<100_000).map {
    ShoppingItem(id: UUID($0), name: "item \($0)", isChecked: $0.isMultiple(of: 3))
  }

  @Test func aKeyPressInAHugeListDerivesOnlyTheVisibleRows() {
    let store = Store(initialState: ShoppingList.State(items: Self.hugeList)) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.listStorage.save = { _ in }
    }
    let screen = Size(width: 80, height: 24)
    store.send(.screenResized(screen: screen, pane: Size(width: 80, height: 22)))
    store.send(.lastItemKeyPressed)
    var counter = RowCounter()
    var viewState = counter.derive(store.state)
    #expect(counter.count == 22)
    #expect(viewState.rows.count == 22)
    #expect(viewState.rows.last?.name == "item 99999")
    #expect(viewState.rows.last?.isCursor == true)
    #expect(viewState.status.counts == "100000 items · 33334 in basket")

    store.send(.cursorUpKeyPressed)
    store.send(.items(.element(id: UUID(99_998), action: .checkKeyPressed)))
    counter = RowCounter()
    viewState = counter.derive(store.state)
    #expect(counter.count == 22)
    #expect(viewState.rows[20].isCursor)
    #expect(viewState.rows[20].checkbox == "[x]")
    #expect(viewState.status.counts == "100000 items · 33335 in basket")
  }

  @Test func rowsAreDisplayReady() {
    var state = ShoppingList.State(items: [
      ShoppingItem(id: UUID(1), name: "milk", isChecked: true),
      ShoppingItem(id: UUID(2), name: String(repeating: "長", count: 30)),
    ])
    state.viewport = Viewport(top: 0, width: 30, height: 5)
    state.cursor = 1
    let rows = ShoppingListView.ViewState(state).rows
    #expect(rows[0] == ShoppingListView.Row(
      id: UUID(1), checkbox: "[x]", name: "milk", isChecked: true, isCursor: false, editor: nil
    ))
    #expect(rows[1].name == String(repeating: "長", count: 11) + "…")
    #expect(rows[1].name.displayWidth <= 24)
  }

  @Test func theStatusSaysCountsModeAndSaving() {
    var state = ShoppingList.State(items: [.milk, .eggs])
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "2 items · 0 in basket", mode: nil, save: "saved"
    ))
    state.save.status = .saving
    state.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "2 items · 0 in basket", mode: "editing", save: "saving…"
    ))
    state.editing = nil
    state.save.status = .failed("could not save list.json: Permission denied")
    state.filter = ItemFilter()
    state.filter?.query = LineEditor.State(text: "egg")
    state.filter?.applyQuery(to: state.items)
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "1 of 2 items", mode: "filtering",
      save: "save failed: could not save list.json: Permission denied"
    ))
    let readOnly = ShoppingList.State(items: [.milk], readOnlyReason: "locked")
    #expect(ShoppingListView.ViewState(readOnly).status == ShoppingListView.Status(
      counts: "1 item · 0 in basket", mode: "read-only", save: nil
    ))
  }

  @Test func aNewItemBeingNamedIsNotCountedYet() {
    var state = ShoppingList.State(items: [.milk])
    state.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
    state.editing = NameEditing(id: UUID(0), isNew: true, name: "")
    #expect(ShoppingListView.ViewState(state).status.counts == "1 item · 0 in basket")
  }
}
