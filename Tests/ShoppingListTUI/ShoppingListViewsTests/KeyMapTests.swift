import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Keys rebound by a configuration act, and are the keys the header and the help show.
@MainActor
struct KeyMapTests {
  static let items = [
    ShoppingItem(id: UUID(1), name: "milk"), ShoppingItem(id: UUID(2), name: "eggs"),
  ]

  static let keys = KeyMap(rebinding: [
    .list: ["cursor-down": [.character("n"), .down], "check": [.character("c")]],
    .global: ["help": [.function(1)], "quit": [.character("Q")]],
    .help: ["close": [.character("x")]],
    .dialog: ["close": [.character("z")], "pick": [.character("p")]],
    .counter: ["count-up": []],
  ])

  @Test func reboundKeysReachTheReducers() throws {
    let state = App.State(list: ShoppingList.State(items: Self.items))
    let app = try AppHarness(state, keys: Self.keys)
    app.type("j")
    #expect(app.store.state.list.cursor == 0)
    app.type("n")
    #expect(app.store.state.list.cursor == 1)
    app.type(" ")
    #expect(app.store.state.list.items.map(\.isChecked) == [false, false])
    app.type("c")
    #expect(app.store.state.list.items.map(\.isChecked) == [false, true])
    app.press(.down, .character("k"))
    #expect(app.store.state.list.cursor == 0)
  }

  @Test func theHeaderAndTheHelpShowTheReboundKeys() throws {
    let app = try AppHarness(
      App.State(list: ShoppingList.State(items: Self.items)),
      size: Size(width: 60, height: 16), keys: Self.keys
    )
    #expect(app.screen.lines[0] == " Shopping list   Counter                            f1 help ")
    app.type("?")
    #expect(app.store.state.help == nil)
    app.press(.function(1))
    #expect(
      app.screen.lines == [
        " Shopping list   Counter                            f1 help ",
        "› ┌ Keys · Shopping list ────────────────────────────────┐  ",
        "  │ Moving                                               │  ",
        "  │ n down         move the cursor down                  │  ",
        "  │ k up           move the cursor up                    │  ",
        "  │ g home         first item                            │  ",
        "  │ G end          last item                             │  ",
        "  │ pgdown ctrl+d  a page down                           │  ",
        "  │ pgup ctrl+u    a page up                             │  ",
        "  │                                                      │  ",
        "  │ Adding and changing items                            │  ",
        "  │ a              add an item at the top                │  ",
        "  │ o              add an item below the cursor          │  ",
        "  │ e enter        edit the item's name                  │  ",
        "  └─ 1–12 of 109 ───────────────────────────── x closes ─┘  ",
        " 2 items · 0 in basket                                saved ",
      ]
    )
    app.type("x")
    #expect(app.store.state.help == nil)
  }

  @Test func theWayBackAfterADeleteNamesTheReboundUndoKey() throws {
    let state = App.State(list: ShoppingList.State(items: Self.items))
    let size = Size(width: 60, height: 16)
    let rebound = try AppHarness(
      state, size: size, keys: KeyMap(rebinding: [.list: ["undo": [.character("z")]]])
    )
    rebound.type("d")
    rebound.settle()
    #expect(
      rebound.screen.lines.last == " 1 item · 0 in basket   Deleted “milk” · z to undo  saving… ")
    rebound.type("z")
    #expect(rebound.store.state.list.items.map(\.name) == ["milk", "eggs"])

    let unbound = try AppHarness(
      state, size: size, keys: KeyMap(rebinding: [.list: ["undo": []]])
    )
    unbound.type("d")
    unbound.settle()
    #expect(
      unbound.screen.lines.last == " 1 item · 0 in basket   Deleted “milk”              saving… ")
  }

  /// The empty list's hint and the counter's key line name the keys in force: they once named
  /// the standard keys whatever the configuration bound.
  @Test func theHintsInThePanesNameTheReboundKeys() throws {
    let size = Size(width: 60, height: 16)
    let keys = KeyMap(rebinding: [
      .list: ["add-item": [.character("i")]],
      .counter: ["count-up": [.up], "count-down": [.down], "fact": [.enter]],
    ])
    let empty = try AppHarness(
      App.State(list: ShoppingList.State(items: [])), size: size, keys: keys)
    #expect(empty.screen.lines[7] == "         The list is empty. Press i to add an item.         ")
    let unbound = try AppHarness(
      App.State(list: ShoppingList.State(items: [])), size: size,
      keys: KeyMap(rebinding: [.list: ["add-item": []]])
    )
    #expect(
      unbound.screen.lines[7] == "                     The list is empty.                     ")
    var counterState = App.State(list: ShoppingList.State(items: []))
    counterState.activePane = .counter
    let counter = try AppHarness(counterState, size: size, keys: keys)
    #expect(
      counter.screen.lines[14] == "            up/down count · 0 reset · enter fact            ")
    #expect(
      CounterView.hint(keys: KeyMap(rebinding: [.counter: ["count-down": [], "reset": []]]))
        == "+ count up · f fact"
    )
  }

  @Test func theHelpLeavesOutCommandsWithoutKeys() {
    let lines = HelpView.lines(for: .counter, keys: Self.keys)
    #expect(
      Array(lines.prefix(5)) == [
        .heading("In the counter"),
        .binding(keys: "- j down", summary: "count down"),
        .binding(keys: "0", summary: "reset to zero"),
        .binding(keys: "f enter", summary: "a fact about the number"),
        .blank,
      ])
    #expect(lines.contains(.binding(keys: "f1", summary: "show the keys")))
    #expect(lines.contains(.binding(keys: "Q", summary: "quit, saving first")))
  }

  @Test func dialogsTakeTheReboundKeys() {
    var alert = ModalView<Counter.Action.Alert>.ViewState(
      AlertState {
        TextState("Fact about 0")
      } actions: {
        ButtonState(role: .cancel) { TextState("OK") }
      } message: {
        TextState("0 is even.")
      },
      scroll: ScrollPosition()
    )
    func event(_ key: KeyEvent) -> ModalView<Counter.Action.Alert>.Event? {
      ModalView.action(for: key, in: alert, keys: Self.keys)
    }
    #expect(event(.character("z")) == .picked(.dismiss))
    #expect(event(.character("q")) == nil)
    #expect(event(.character("p")) == .picked(.dismiss))
    #expect(event(.enter) == nil)
    #expect(event(.character("j")) == .scrolled(.lineDown))
    alert.buttons.append(alert.buttons[0])
    #expect(event(.character("z")) == nil)
  }

  @Test func onlyTheQuitKeysActWhileTheScreenIsTooSmall() {
    let state = AppView.ViewState(App.State())
    func action(_ key: KeyEvent) -> App.Action? {
      AppView.actionWhileTooSmall(for: key, in: state, keys: Self.keys)
    }
    #expect(action(.character("Q")) == .quitKeyPressed)
    #expect(action(.character("q")) == nil)
    #expect(AppView.actionWhileTooSmall(for: .character("q"), in: state) == .quitKeyPressed)
  }

  @Test func helpSectionsListEveryTableForAManualPage() {
    let sections = KeyMap.standard.helpSections
    #expect(
      sections.map(\.title) == [
        "Moving", "Adding and changing items", "The basket", "Order", "Lists",
        "Going to the store", "Finding", "Undo", "Typing a name, a note or a category",
        "Editing text (a name, a note, a category, the filter)", "Filtering", "In the usuals",
        "In a store's aisles", "In the counter",
        "In a dialog", "Everywhere", "In this help",
      ]
    )
    #expect(sections[0].lines.first?.keys == "j down")
    #expect(sections[0].lines.first?.summary == "move the cursor down")
    #expect(sections[2].lines.map(\.keys) == ["space x", "d delete", "C", "h"])
    #expect(sections[4].lines.map(\.keys) == ["]", "[", "L", "m", "N", "R", "D"])
    #expect(sections[5].lines.map(\.keys) == ["S", "A"])
    #expect(sections[8].lines.map(\.keys) == ["enter", "esc", "tab", "other keys"])
    #expect(sections[8].lines.last?.summary == "type the text")
    #expect(sections[9].lines.first?.keys == "left")
    #expect(sections[10].lines.map(\.keys) == ["enter", "esc", "down", "up", "other keys"])
    #expect(sections[11].lines.map(\.keys) == ["j down", "k up", "enter a", "esc h"])
    #expect(sections[12].lines.map(\.keys) == ["j down", "k up", "J", "K", "l", "enter", "esc A"])
    #expect(sections[14].lines.last?.keys == "y n 1…9")
    #expect(sections[15].lines.map(\.keys) == ["tab", "shift+tab", "?", "q", "ctrl+c", "ctrl+z"])
    let rebound = Self.keys.sections(.global)
    #expect(rebound.map(\.title) == ["Everywhere"])
    #expect(rebound[0].lines.map(\.keys) == ["tab", "shift+tab", "f1", "Q", "ctrl+c", "ctrl+z"])
  }

  @Test func everyStandardCommandHasAUniqueNameInItsTable() {
    for table in KeyMap.Table.allCases {
      let names = KeyMap.standard.commands(in: table).map(\.name)
      #expect(Set(names).count == names.count, "\(table)")
      #expect(KeyMap.duplicateKeys(in: table, rebinding: [:]).isEmpty, "\(table)")
    }
    #expect(
      KeyMap.standard.commands(in: .global).map(\.name)
        == ["next-pane", "previous-pane", "help", "quit"]
    )
  }
}
