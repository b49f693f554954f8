import Architecture
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// The whole app on a terminal below its minimum size, where it shows "Terminal too small".
@MainActor
struct TerminalTooSmallTests {
  @Test func keysThatChangeTheListDoNothingUnseen() throws {
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    let app = try AppHarness(
      App.State(list: ShoppingList.State(items: [.milk, eggs])), size: Size(width: 30, height: 8)
    )
    #expect(app.screen.lines.contains { $0.contains("Terminal too small") })
    app.type("dCyxsa")
    app.press(.delete, .tab)
    #expect(app.store.state.list.items.elements == [.milk, eggs])
    #expect(app.store.state.list.editing == nil)
    #expect(app.store.state.list.confirmationDialog == nil)
    #expect(app.store.state.activePane == .list)
  }

  @Test func qStillQuits() throws {
    let app = try AppHarness(
      App.State(list: ShoppingList.State(items: [.milk])), size: Size(width: 30, height: 8)
    )
    app.type("q")
    #expect(app.store.state.hasQuit)
    #expect(app.runtime.exitStatus == 0)
  }

  @Test func theKeysWhileTooSmallAreOnlyQuit() {
    let state = AppView.ViewState(App.State())
    #expect(AppView.actionWhileTooSmall(for: .character("q"), in: state) == .quitKeyPressed)
    for key in [KeyEvent.character("d"), .character("C"), .character("y"), .tab, .enter] {
      #expect(AppView.actionWhileTooSmall(for: key, in: state) == nil)
    }
  }
}
