import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListViews
@testable import TerminalUI

/// Frames drawn over the last one, only what changed: after every key, one at a time, the
/// harness checks that the frame is the one drawn from blank (``AppHarness``), through moves,
/// scrolling, checks, edits, the filter, headings, overlays and resizes.
@Suite(.hangWatchdog(.seconds(60)))
@MainActor
struct AppViewDrawingOverTests {
  /// Thirty items, every third with a quantity, every fourth with a note, every fifth with a
  /// category.
  static func longList() -> App.State {
    let items = (1...30).map { (number: Int) -> ShoppingItem in
      let quantity: ItemQuantity? = number % 3 == 0 ? ItemQuantity(amount: Decimal(number)) : nil
      let note = number % 4 == 0 ? "note \(number)" : ""
      let category = number % 5 == 0 ? "Aisle \(number / 5)" : ""
      return ShoppingItem(
        id: UUID(number), name: "item \(number)", quantity: quantity, note: note,
        category: category
      )
    }
    return App.State(list: ShoppingList.State(items: items))
  }

  /// Presses each key alone, so that each draws its own frame.
  static func press(_ keys: [KeyEvent], on app: AppHarness) {
    for key in keys { app.press(key) }
  }

  @Test func aCursorMoveWritesOnlyTheTwoRowsItMovesBetween() throws {
    let app = try AppHarness(Self.longList(), size: Size(width: 60, height: 12))
    app.press(.character("j"))
    let rows = Set(app.backend.updates.last?.changes.map(\.position.y) ?? [])
    #expect(rows == [1, 2])
    #expect(app.screen.lines[2].hasPrefix("› [ ]   item 2 "))
  }

  @Test func movingScrollingAndCheckingDrawTheFramesDrawnFromBlank() throws {
    let app = try AppHarness(Self.longList(), size: Size(width: 60, height: 12))
    Self.press(Array(repeating: .character("j"), count: 14), on: app)
    Self.press([.character("x"), .character("x"), .character("k"), .character("x")], on: app)
    Self.press([.pageDown, .pageUp, .end, .home], on: app)
    Self.press(Array(repeating: .character("k"), count: 3), on: app)
    #expect(app.screen.lines[1].hasPrefix("› [ ]   item 1 "))
  }

  @Test func editingAndFilteringDrawTheFramesDrawnFromBlank() throws {
    let app = try AppHarness(Self.longList(), size: Size(width: 60, height: 12))
    Self.press([.character("j"), .character("e"), .character("s"), .backspace, .enter], on: app)
    Self.press([.character("/"), .character("1"), .character("2"), .backspace], on: app)
    Self.press([.enter, .character("j"), .escape], on: app)
    Self.press([.character("a"), .character("m"), .character("i"), .escape], on: app)
    #expect(app.screen.cursor == .hidden)
  }

  /// The status bar's message goes while a name is typed: the frame redraws the status bar,
  /// and the field's row, though unchanged, to place the text cursor in it again.
  @Test func aFieldKeepsTheTextCursorWhenSomethingElseChanges() throws {
    let app = try AppHarness(Self.longList(), size: Size(width: 60, height: 12))
    Self.press([.character("d")], on: app)
    app.settle()
    Self.press([.character("a"), .character("m")], on: app)
    let cursor = app.screen.cursor
    #expect(cursor == .visible(at: Point(x: 9, y: 1)))
    #expect(app.screen.lines[11].contains("Deleted"))
    app.store.send(.statusMessageExpired)
    app.settle()
    #expect(!app.screen.lines[11].contains("Deleted"))
    #expect(app.screen.cursor == cursor)
  }

  @Test func overlaysPanesAndResizesDrawTheFramesDrawnFromBlank() throws {
    let app = try AppHarness(Self.longList(), size: Size(width: 60, height: 12))
    Self.press([.character("?"), .escape, .character("j"), .character("d")], on: app)
    app.settle()
    Self.press([.character("j"), .tab, .character("+"), .tab, .character("j")], on: app)
    app.resize(to: Size(width: 50, height: 14))
    Self.press([.character("j"), .character("k")], on: app)
    app.resize(to: Size(width: 30, height: 10))
    app.resize(to: Size(width: 50, height: 14))
    Self.press([.character("j")], on: app)
    #expect(app.screen.size == Size(width: 50, height: 14))
  }

  @Test func aTripsHeadingsAndGapsDrawTheFramesDrawnFromBlank() throws {
    let app = try AppHarness(TripViewTests.onATrip(), size: Size(width: 40, height: 12))
    Self.press(Array(repeating: .character("j"), count: 8), on: app)
    Self.press([.character("g"), .character("x"), .character("j"), .character("x")], on: app)
    Self.press(Array(repeating: .character("k"), count: 4), on: app)
    #expect(app.screen.lines[0].hasPrefix(" At Lidl 3/7 "))
    #expect(app.screen.lines[2].hasPrefix("› [ ] apples · the crisp ones "))
  }
}
