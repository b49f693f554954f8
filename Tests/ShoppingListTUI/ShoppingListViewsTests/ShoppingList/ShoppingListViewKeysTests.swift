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
struct ShoppingListViewKeysTests {
  typealias Action = ShoppingList.Action

  func viewState(
    _ configure: (inout ShoppingList.State) -> Void = { _ in }
  ) -> ShoppingListView.ViewState {
    var state = ShoppingList.State.fixture([.milk, .eggs])
    configure(&state)
    return ShoppingListView.ViewState(state)
  }

  static let normalKeys: [(KeyEvent, Action)] = [
    (.character("j"), .cursorDownKeyPressed), (.down, .cursorDownKeyPressed),
    (.character("k"), .cursorUpKeyPressed), (.up, .cursorUpKeyPressed),
    (.character("g"), .firstItemKeyPressed), (.home, .firstItemKeyPressed),
    (.character("G"), .lastItemKeyPressed), (.end, .lastItemKeyPressed),
    (.pageDown, .pageDownKeyPressed), (.ctrl("d"), .pageDownKeyPressed),
    (.pageUp, .pageUpKeyPressed), (.ctrl("u"), .pageUpKeyPressed),
    (.character("a"), .addItemKeyPressed), (.character("o"), .addItemBelowKeyPressed),
    (.character("e"), .editItemKeyPressed), (.enter, .editItemKeyPressed),
    (.character(" "), .checkKeyPressed),
    (.character("x"), .checkKeyPressed),
    (.character("d"), .deleteItemKeyPressed), (.delete, .deleteItemKeyPressed),
    (.character("J"), .moveItemDownKeyPressed), (.character("K"), .moveItemUpKeyPressed),
    (.character("s"), .sortKeyPressed), (.character("C"), .clearCheckedKeyPressed),
    (.character("/"), .filterKeyPressed),
    (.character("u"), .undoKeyPressed), (.ctrl("r"), .redoKeyPressed),
  ]

  @Test func everyKeyOfTheList() {
    let state = viewState()
    for (key, action) in Self.normalKeys {
      #expect(ShoppingListView.action(for: key, in: state) == action, "\(key)")
    }
  }

  @Test func keysLeftToTheAppInTheList() {
    let state = viewState()
    for key in [KeyEvent.character("q"), .character("?"), .tab, .backTab, .ctrl("c"), .escape] {
      #expect(ShoppingListView.action(for: key, in: state) == nil, "\(key)")
    }
  }

  @Test func itemKeysDoNothingInAnEmptyList() {
    let state = viewState { $0 = .fixture([]) }
    let itemKeys: [KeyEvent] = [.enter, .character("e"), .character(" "), .character("d")]
    for key in itemKeys {
      #expect(ShoppingListView.action(for: key, in: state) == nil, "\(key)")
    }
    #expect(ShoppingListView.action(for: .character("a"), in: state) == .addItemKeyPressed)
  }

  @Test func checkActsOnTheItemUnderTheCursor() {
    let state = viewState { $0.cursor = 1 }
    let check = Action.checkKeyPressed
    #expect(ShoppingListView.action(for: .character(" "), in: state) == check)
  }

  @Test func escapeClearsAKeptFilter() {
    let state = viewState {
      $0.filter = ItemFilter()
      $0.filter?.isTyping = false
    }
    #expect(ShoppingListView.action(for: .escape, in: state) == .filterCleared)
  }

  static let lineEditingKeys: [(KeyEvent, LineEditor.Action)] = [
    (.left, .leftKeyPressed), (.right, .rightKeyPressed),
    (.home, .startKeyPressed), (.ctrl("a"), .startKeyPressed),
    (.end, .endKeyPressed), (.ctrl("e"), .endKeyPressed),
    (.backspace, .backspaceKeyPressed), (.delete, .deleteKeyPressed),
    (.ctrl("w"), .deleteWordKeyPressed), (.ctrl("u"), .deleteToStartKeyPressed),
    (.ctrl("k"), .deleteToEndKeyPressed),
    (.alt(.character("b")), .wordLeftKeyPressed), (.alt(.character("f")), .wordRightKeyPressed),
    (.alt(.character("d")), .deleteWordForwardKeyPressed),
    (.alt(.backspace), .deleteWordBackwardKeyPressed),
    (.character("q"), .textTyped("q")), (.character("?"), .textTyped("?")),
    (.character("J"), .textTyped("J")), (.character(" "), .textTyped(" ")),
    (.character("👍🏽"), .textTyped("👍🏽")), (.character("牛"), .textTyped("牛")),
  ]

  @Test func everyKeyWhileEditingAName() {
    let state = viewState {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    #expect(state.mode == .editing)
    for (key, action) in Self.lineEditingKeys {
      #expect(ShoppingListView.action(for: key, in: state) == .editor(action), "\(key)")
    }
    #expect(ShoppingListView.action(for: .enter, in: state) == .editCommitted)
    #expect(ShoppingListView.action(for: .escape, in: state) == .editCancelled)
    #expect(ShoppingListView.action(for: .tab, in: state) == nil)
    #expect(ShoppingListView.action(for: .ctrl("c"), in: state) == nil)
    #expect(ShoppingListView.action(for: .alt(.character("x")), in: state) == nil)
  }

  @Test func aPasteIsOneActionAndNeverACommand() {
    let paste = KeyEvent.paste("sugar\ndates")
    let editing = viewState {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    #expect(
      ShoppingListView.action(for: paste, in: editing) == .editor(.textTyped("sugar\ndates"))
    )
    let filtering = viewState { $0.filter = ItemFilter() }
    #expect(
      ShoppingListView.action(for: paste, in: filtering) == .filterQuery(.textTyped("sugar\ndates"))
    )
    #expect(ShoppingListView.action(for: paste, in: viewState()) == .textPasted("sugar\ndates"))
  }

  /// Alt plus a letter is never the letter's command.
  @Test func altKeysDoNothingInTheList() {
    let state = viewState()
    for key in [KeyEvent.alt(.character("d")), .alt(.character("x")), .alt(.character("b"))] {
      #expect(ShoppingListView.action(for: key, in: state) == nil, "\(key)")
    }
  }

  @Test func everyKeyWhileTypingTheFilter() {
    let state = viewState { $0.filter = ItemFilter() }
    #expect(state.mode == .filtering)
    for (key, action) in Self.lineEditingKeys {
      #expect(ShoppingListView.action(for: key, in: state) == .filterQuery(action), "\(key)")
    }
    #expect(ShoppingListView.action(for: .enter, in: state) == .filterKept)
    #expect(ShoppingListView.action(for: .escape, in: state) == .filterCleared)
    #expect(ShoppingListView.action(for: .down, in: state) == .cursorDownKeyPressed)
    #expect(ShoppingListView.action(for: .up, in: state) == .cursorUpKeyPressed)
  }

  @Test func theQuestionTakesEveryKey() {
    let state = viewState {
      $0.confirmationDialog = .clearChecked(count: 1)
    }
    let remove = Action.confirmationDialog(.presented(.removeCheckedItems))
    #expect(ShoppingListView.action(for: .character("y"), in: state) == remove)
    #expect(ShoppingListView.action(for: .character("Y"), in: state) == remove)
    #expect(ShoppingListView.action(for: .enter, in: state) == remove)
    #expect(
      ShoppingListView.action(for: .pageDown, in: state) == .confirmationDialogScrolled(.pageDown)
    )
    let keep = Action.confirmationDialog(.dismiss)
    #expect(ShoppingListView.action(for: .character("n"), in: state) == keep)
    #expect(ShoppingListView.action(for: .escape, in: state) == keep)
    #expect(ShoppingListView.action(for: .character("d"), in: state) == nil)
    #expect(ShoppingListView.action(for: .character("q"), in: state) == nil)
  }

  @Test func everyTableDescribesItsKeysForHelp() {
    for table in [
      ShoppingListView.normalKeys, ShoppingListView.editingKeys, ShoppingListView.filteringKeys,
    ] {
      for binding in table.bindings {
        #expect(!binding.summary.isEmpty)
        #expect(!binding.keysDescription.isEmpty)
      }
    }
    #expect(ShoppingListView.normalKeys.bindings.first?.keysDescription == "j down")
    #expect(ShoppingListView.editingKeys.typingSummary == "type the text")
  }
}
