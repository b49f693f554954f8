import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// The suggestions under a new item's name and the usuals in place of the list, as text.
@MainActor
struct ShoppingListHistoryViewTests {
  static let screen = Size(width: 60, height: 12)
  func draw(_ configure: (inout ShoppingList.State) -> Void) -> Canvas {
    var state = ShoppingList.State(
      items: [
        ShoppingItem(id: UUID(1), name: "bread", category: "Bakery"),
        ShoppingItem(id: UUID(2), name: "eggs", isChecked: true),
        ShoppingItem(id: UUID(3), name: "tea"),
      ]
    )
    configure(&state)
    state.viewport = Viewport(layout: ShoppingListView.layout(of: state, in: Self.screen))
    var canvas = Canvas(size: Self.screen)
    ShoppingListView.render(ShoppingListView.ViewState(state), into: &canvas, in: canvas.bounds)
    return canvas
  }

  @Test func suggestionsShowUnderTheNewItemTheFirstOneForTab() {
    let canvas = draw { state in
      state.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 1)
      state.editing = ItemEditing(id: UUID(0), isNew: true, name: "mi")
      state.cursor = 1
      state.suggestions = [HistoryEntry.milk, HistoryEntry.oatMilk, HistoryEntry.mints]
    }
    assertCanvasSnapshot(canvas, named: "60x12")
    #expect(canvas.lines[2].hasPrefix("      tab: 2 l Milk · Fridge"))
    #expect(canvas[6, 2].style == Style(.bold, color: .accent))
  }

  @Test func theUsualsTakeThePlaceOfTheList() {
    let canvas = draw { state in
      state.usuals = Usuals(
        list: .main,
        entries: [
          HistoryEntry.milk, HistoryEntry.oatMilk, HistoryEntry.mints, HistoryEntry.candles,
        ], cursor: 1
      )
    }
    assertCanvasSnapshot(canvas, named: "60x12")
    #expect(canvas.lines[2].hasPrefix("›     oat milk · Dairy & Eggs"))
    #expect(canvas[0, 2].style.attributes.contains(.reverse))
  }

  @Test func noUsualsSaySo() {
    let canvas = draw { $0.usuals = Usuals(list: .main, entries: []) }
    assertCanvasSnapshot(canvas, named: "60x12")
  }

  @Test func theKeysOfTheUsualsAndOfTakingASuggestion() {
    var state = ShoppingList.State(items: [ShoppingItem(id: UUID(1), name: "bread")])
    #expect(
      ShoppingListView.action(for: .character("h"), in: ShoppingListView.ViewState(state))
        == .usualsKeyPressed
    )
    state.usuals = Usuals(list: .main, entries: [HistoryEntry.milk])
    let usuals = ShoppingListView.ViewState(state)
    #expect(usuals.mode == .usuals)
    #expect(ShoppingListView.action(for: .enter, in: usuals) == .usualPutBackKeyPressed)
    #expect(
      ShoppingListView.action(for: .character("j"), in: usuals) == .usualsCursorDownKeyPressed)
    #expect(ShoppingListView.action(for: .escape, in: usuals) == .usualsKeyPressed)
    #expect(ShoppingListView.action(for: .character("d"), in: usuals) == nil)
    state.usuals = nil
    state.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
    state.editing = ItemEditing(id: UUID(0), isNew: true, name: "mi")
    #expect(ShoppingListView.action(for: .tab, in: ShoppingListView.ViewState(state)) == nil)
    state.suggestions = [HistoryEntry.milk]
    #expect(
      ShoppingListView.action(for: .tab, in: ShoppingListView.ViewState(state))
        == .suggestionTakeKeyPressed
    )
  }
}
