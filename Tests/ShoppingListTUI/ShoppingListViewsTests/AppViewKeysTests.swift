import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Which action each key sends from the whole screen: overlays first, then the active pane,
/// then the global keys.
@MainActor
struct AppViewKeysTests {
  static let milk = ShoppingItem(id: UUID(1), name: "milk")

  static func action(_ key: KeyEvent, in state: App.State) -> App.Action? {
    AppView.action(for: key, in: AppView.ViewState(state))
  }

  static var listApp: App.State {
    var state = App.State(list: ShoppingList.State(items: [milk]))
    state.list.viewport = Viewport(
      layout: ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)
    )
    return state
  }

  static var counterApp: App.State {
    var state = listApp
    state.activePane = .counter
    return state
  }

  @Test func globalKeysWorkInBothPanes() {
    for state in [Self.listApp, Self.counterApp] {
      #expect(Self.action(.tab, in: state) == .nextPaneKeyPressed)
      #expect(Self.action(.backTab, in: state) == .previousPaneKeyPressed)
      #expect(Self.action(.character("?"), in: state) == .helpKeyPressed)
      #expect(Self.action(.character("q"), in: state) == .quitKeyPressed)
    }
  }

  @Test func aPaneGetsItsOwnKeys() {
    #expect(Self.action(.character("j"), in: Self.listApp) == .list(.cursorDownKeyPressed))
    #expect(Self.action(.character("j"), in: Self.counterApp) == .counter(.decrementKeyPressed))
    #expect(Self.action(.character("f"), in: Self.counterApp) == .counter(.numberFactKeyPressed))
  }

  @Test func keysNobodyWantsDoNothing() {
    #expect(Self.action(.function(5), in: Self.listApp) == nil)
    #expect(Self.action(.character("z"), in: Self.counterApp) == nil)
  }

  @Test func typingANameTakesEveryCharacterButTabStillSwitchesPanes() {
    var state = Self.listApp
    _ = ShoppingList().reduce(into: &state.list, action: .editItemKeyPressed)
    #expect(state.list.editing != nil)
    #expect(Self.action(.character("q"), in: state) == .list(.editor(.textTyped("q"))))
    #expect(Self.action(.character("?"), in: state) == .list(.editor(.textTyped("?"))))
    #expect(Self.action(.tab, in: state) == .nextPaneKeyPressed)
  }

  @Test func theHelpOverlayTakesEveryKey() {
    var state = Self.listApp
    state.help = Help.State(pane: .list)
    #expect(Self.action(.character("j"), in: state) == .help(.scrollDownKeyPressed))
    #expect(Self.action(.character("q"), in: state) == .help(.dismissKeyPressed))
    #expect(Self.action(.character("?"), in: state) == .help(.dismissKeyPressed))
    #expect(Self.action(.escape, in: state) == .help(.dismissKeyPressed))
    #expect(Self.action(.tab, in: state) == nil)
    #expect(Self.action(.character("d"), in: state) == nil)
  }

  @Test func aPanesDialogTakesEveryKey() {
    var state = Self.counterApp
    state.counter.alert = AlertState {
      TextState("Fact about 0")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("0 is even.")
    }
    #expect(Self.action(.enter, in: state) == .counter(.alert(.dismiss)))
    #expect(Self.action(.character("q"), in: state) == .counter(.alert(.dismiss)))
    #expect(Self.action(.pageDown, in: state) == .counter(.alertScrolled(.pageDown)))
    #expect(Self.action(.tab, in: state) == nil)
    #expect(Self.action(.character("?"), in: state) == nil)
  }

  @Test func theListsConfirmationTakesEveryKey() {
    var state = Self.listApp
    state.list.items[0].isChecked = true
    state.list.checkedCount = 1
    _ = ShoppingList().reduce(into: &state.list, action: .clearCheckedKeyPressed)
    #expect(state.list.confirmationDialog != nil)
    #expect(Self.action(.character("q"), in: state) == nil)
    #expect(Self.action(.tab, in: state) == nil)
    #expect(Self.action(.character("n"), in: state) == .list(.confirmationDialog(.dismiss)))
    #expect(
      Self.action(.character("y"), in: state)
        == .list(.confirmationDialog(.presented(.removeCheckedItems)))
    )
    #expect(Self.action(.up, in: state) == .list(.confirmationDialogScrolled(.lineUp)))
  }

  @Test func theQuitQuestionTakesEveryKey() {
    var state = Self.listApp
    state.alert = .quitWithoutSaving(
      SaveFailure(reason: "No space left on device", path: "list.json")
    )
    #expect(Self.action(.character("y"), in: state) == .alert(.presented(.quitWithoutSaving)))
    #expect(Self.action(.enter, in: state) == .alert(.presented(.quitWithoutSaving)))
    #expect(Self.action(.character("n"), in: state) == .alert(.dismiss))
    #expect(Self.action(.escape, in: state) == .alert(.dismiss))
    #expect(Self.action(.character("q"), in: state) == nil)
    #expect(Self.action(.character("j"), in: state) == .alertScrolled(.lineDown))
    #expect(Self.action(.pageUp, in: state) == .alertScrolled(.pageUp))
  }

  @Test func nothingHappensWhileQuitting() {
    var state = Self.listApp
    state.quitting = .savingList(asksOnFailure: true)
    for key in [KeyEvent.character("q"), .character("d"), .tab, .character("?")] {
      #expect(Self.action(key, in: state) == nil)
    }
  }
}
