import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

@MainActor
struct ShoppingListViewTests {
  static let screen = Size(width: 80, height: 24)

  static let groceries: [ShoppingItem] = [
    ShoppingItem(id: UUID(1), name: "oat milk"),
    ShoppingItem(id: UUID(2), name: "eggs", isChecked: true),
    ShoppingItem(id: UUID(3), name: "sourdough bread"),
    ShoppingItem(id: UUID(4), name: "牛乳 (for the tea)"),
    ShoppingItem(id: UUID(5), name: "apples 🍎", isChecked: true),
    ShoppingItem(id: UUID(6), name: "crème fraîche"),
    ShoppingItem(
      id: UUID(7),
      name: "a very long reminder about the birthday cake: candles, icing sugar, sprinkles, "
        + "and the good chocolate from the market"
    ),
  ]

  func state(
    _ items: [ShoppingItem] = groceries,
    readOnlyReason: String? = nil,
    _ configure: (inout ShoppingList.State) -> Void = { _ in }
  ) -> ShoppingList.State {
    var state = ShoppingList.State(items: items, readOnlyReason: readOnlyReason)
    state.viewport = Viewport(layout: ShoppingListView.layout(of: state, in: Self.screen))
    configure(&state)
    return state
  }

  /// The lines of `state`'s pane at `pane`'s size, laid out for it first.
  func lines(of state: inout ShoppingList.State, in pane: Size) -> [String] {
    state.viewport = Viewport(layout: ShoppingListView.layout(of: state, in: pane))
    var canvas = Canvas(size: pane)
    ShoppingListView.render(ShoppingListView.ViewState(state), into: &canvas, in: canvas.bounds)
    return canvas.lines
  }

  func draw(_ state: ShoppingList.State) -> Canvas {
    var canvas = Canvas(size: Self.screen)
    let viewState = ShoppingListView.ViewState(state)
    ShoppingListView.render(viewState, into: &canvas, in: canvas.bounds)
    if let dialog = viewState.confirmationDialog {
      ModalView.render(dialog, into: &canvas, in: canvas.bounds)
    }
    return canvas
  }

  @Test func theList() {
    let canvas = draw(state { $0.cursor = 2 })
    assertCanvasSnapshot(canvas, named: "80x24")
    #expect(canvas.cursor == .hidden)
    #expect(canvas[0, 2].style.attributes.contains(.reverse))
    #expect(!canvas[0, 1].style.attributes.contains(.reverse))
  }

  @Test func theEditingRow() {
    let canvas = draw(
      state {
        $0.cursor = 6
        $0.editing = ItemEditing(id: UUID(7), isNew: false, name: Self.groceries[6].name + " 🎂 ケーキ")
      })
    assertCanvasSnapshot(canvas, named: "80x24")
    #expect(canvas.cursor == .visible(at: Point(x: 79, y: 6)))
  }

  @Test func theEditingRowWithTheCursorInsideALongName() {
    let canvas = draw(
      state {
        $0.cursor = 6
        var editing = ItemEditing(id: UUID(7), isNew: false, name: Self.groceries[6].name)
        editing.editor.cursor = 100
        $0.editing = editing
      })
    assertCanvasSnapshot(canvas, named: "80x24")
    let window = ShoppingListView.TextWindow(
      LineEditor.State(text: Self.groceries[6].name, cursor: 100), width: 74
    )
    #expect(canvas.cursor == .visible(at: Point(x: 6 + window.cursorColumn, y: 6)))
  }

  @Test func aNewItemBeingNamed() {
    let canvas = draw(
      state([.milk, .eggs]) {
        $0.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
        var editing = ItemEditing(
          id: UUID(0), isNew: true, name: "", returnID: ShoppingItem.milk.id)
        editing.editor = LineEditor.State(text: "butter")
        $0.editing = editing
      })
    assertCanvasSnapshot(canvas, named: "80x24")
    #expect(canvas.cursor == .visible(at: Point(x: 12, y: 0)))
  }

  @Test func theClearConfirmation() {
    let canvas = draw(
      state {
        $0.confirmationDialog = .clearChecked(count: 2)
      })
    assertCanvasSnapshot(canvas, named: "80x24")
  }

  @Test func theReadOnlyBanner() {
    let reason =
      "another shopping-list is using /home/ada/.local/share/shopping-list/list.json; "
      + "quit it to make changes here"
    let canvas = draw(state(readOnlyReason: reason) { $0.cursor = 1 })
    assertCanvasSnapshot(canvas, named: "80x24")
  }

  /// This device's file cannot be read: the empty list says why in full, where the banner's
  /// two rows cut the reason, and does not invite a key that cannot change anything.
  @Test func anEmptyReadOnlyListSaysWhyInFull() {
    let pane = Size(width: 60, height: 12)
    var state = ShoppingList.State(
      items: [],
      readOnlyReason: "this device's file /home/ada/.local/share/shopping-list/list/"
        + "device-4F1C2A7E-0B5D-4C43-9A57-2E1F6A3B8C9D.jsonl cannot be read (line 3, column 12: "
        + "expected ',' or '}' after a value, found 'x'); fix or move it to make changes"
    )
    #expect(
      lines(of: &state, in: pane) == [
        " Read-only: this device's file                              ",
        " /home/ada/.local/share/shopping-list/list/device-4F1C2A7E… ",
        "                                                            ",
        "                                                            ",
        "      Nothing to show, and the list is read-only: this      ",
        "                       device's file                        ",
        "  /home/ada/.local/share/shopping-list/list/device-4F1C2A7  ",
        "  E-0B5D-4C43-9A57-2E1F6A3B8C9D.jsonl cannot be read (line  ",
        "   3, column 12: expected ',' or '}' after a value, found   ",
        "            'x'); fix or move it to make changes            ",
        "                                                            ",
        "                                                            ",
      ]
    )
  }

  @Test func aBannerLineAsWideAsThePaneLosesNothing() {
    let pane = Size(width: 20, height: 4)
    var state = ShoppingList.State(items: [.milk], readOnlyReason: "123456789 locked")
    #expect(
      lines(of: &state, in: pane) == [
        " Read-only:         ",
        " 123456789 locked   ",
        "› [ ] milk          ",
        "                    ",
      ]
    )
  }

  @Test func theBannerNamingAnotherDevicesFileThatCouldNotBeRead() {
    let pane = Size(width: 40, height: 5)
    var state = ShoppingList.State(
      items: [.milk],
      skippedFiles: ["device-9B2C0E11-….jsonl: the file ends in the middle of an item"]
    )
    #expect(
      lines(of: &state, in: pane) == [
        " Not read (read again when it changes): ",
        " device-9B2C0E11-….jsonl: the file end… ",
        "› [ ] milk                              ",
        "                                        ",
        "                                        ",
      ]
    )
    #expect(state.viewport.layout.rows == 3)
  }

  @Test func aFilterBeingTyped() {
    let canvas = draw(
      state {
        $0.filter = ItemFilter()
        $0.filter?.query = LineEditor.State(text: "MIL")
        $0.filter?.applyQuery(to: $0.items)
      })
    assertCanvasSnapshot(canvas, named: "80x24")
    #expect(canvas.cursor == .visible(at: Point(x: 5, y: 0)))
  }

  @Test func aKeptFilterMatchingNothing() {
    let canvas = draw(
      state {
        $0.filter = ItemFilter()
        $0.filter?.query = LineEditor.State(text: "tofu")
        $0.filter?.isTyping = false
        $0.filter?.applyQuery(to: $0.items)
      })
    assertCanvasSnapshot(canvas, named: "80x24")
    #expect(canvas.cursor == .hidden)
  }

  @Test func anEmptyList() {
    assertCanvasSnapshot(draw(state([])), named: "80x24")
  }

  @Test func aLongListScrolledToTheEnd() {
    let items = (1...60).map {
      ShoppingItem(id: UUID($0), name: "item \($0)", isChecked: $0.isMultiple(of: 7))
    }
    let canvas = draw(
      state(items) {
        $0.cursor = 59
        $0.viewport.top = 36
      })
    assertCanvasSnapshot(canvas, named: "80x24")
  }
}
