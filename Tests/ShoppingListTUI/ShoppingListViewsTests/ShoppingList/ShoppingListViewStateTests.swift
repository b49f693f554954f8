import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

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
    var state = ShoppingList.State(items: Self.hugeList)
    state.viewport = Viewport(
      layout: ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)
    )
    let store = Store(initialState: state) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.listStorage.save = { _ in 0 }
    }
    store.send(.lastItemKeyPressed)
    var counter = RowCounter()
    var viewState = counter.derive(store.state)
    #expect(counter.count == 22)
    #expect(viewState.rows.count == 22)
    #expect(viewState.rows.last?.name == "item 99999")
    #expect(viewState.rows.last?.isCursor == true)
    #expect(viewState.status.counts == "100,000 items · 33,334 in basket")

    store.send(.cursorUpKeyPressed)
    store.send(.checkKeyPressed)
    counter = RowCounter()
    viewState = counter.derive(store.state)
    #expect(counter.count == 22)
    #expect(viewState.rows[20].isCursor)
    #expect(viewState.rows[20].checkbox == "[x]")
    #expect(viewState.status.counts == "100,000 items · 33,335 in basket")
  }

  @Test func rowsAreDisplayReady() {
    var state = ShoppingList.State(items: [
      ShoppingItem(id: UUID(1), name: "milk", isChecked: true),
      ShoppingItem(id: UUID(2), name: String(repeating: "長", count: 30)),
    ])
    state.viewport = Viewport(
      layout: ShoppingList.Layout(width: 30, rows: 5, rowsWhileFiltering: 4)
    )
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
    state.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "2 items · 0 in basket", mode: "editing", save: "saving…"
    ))
    state.editing = nil
    state.save.status = .failed(
      SaveFailure(reason: "Permission denied", path: "/home/ada/list.json")
    )
    state.filter = ItemFilter()
    state.filter?.query = LineEditor.State(text: "egg")
    state.filter?.applyQuery(to: state.items)
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "1 of 2 items · 0 in basket", mode: "filtering",
      save: "save failed: Permission denied", savePath: "/home/ada/list.json"
    ))
    let readOnly = ShoppingList.State(items: [.milk], readOnlyReason: "locked")
    #expect(ShoppingListView.ViewState(readOnly).status == ShoppingListView.Status(
      counts: "1 item · 0 in basket", mode: "read-only", save: nil
    ))
  }

  @Test func aListWithNoFileYetIsNotSavedYet() {
    let state = ShoppingList.State(items: [], isOnDisk: false)
    #expect(ShoppingListView.ViewState(state).status == ShoppingListView.Status(
      counts: "0 items · 0 in basket", mode: nil, save: "not saved yet"
    ))
  }

  @Test func aNewItemBeingNamedIsNotCountedYet() {
    var state = ShoppingList.State(items: [.milk])
    state.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
    state.editing = ItemEditing(id: UUID(0), isNew: true, name: "")
    #expect(ShoppingListView.ViewState(state).status.counts == "1 item · 0 in basket")
  }

  @Test func theReadOnlyBannerTakesRowsFromTheList() {
    let reason = "another shopping-list is using /home/ada/.local/share/shopping-list/list.json"
    let state = ShoppingList.State(items: [], readOnlyReason: reason)
    #expect(
      ShoppingListView.layout(of: state, in: Size(width: 40, height: 4))
        == ShoppingList.Layout(width: 40, rows: 2, rowsWhileFiltering: 1)
    )
    #expect(
      ShoppingListView.layout(of: state, in: Size(width: 200, height: 4))
        == ShoppingList.Layout(width: 200, rows: 3, rowsWhileFiltering: 2)
    )
    #expect(
      ShoppingListView.layout(of: ShoppingList.State(), in: Size(width: 40, height: 4))
        == ShoppingList.Layout(width: 40, rows: 4, rowsWhileFiltering: 3)
    )
  }
}
