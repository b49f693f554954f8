import Architecture
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

@MainActor
struct CounterViewTests {
  static func draw(_ state: Counter.State, width: Int = 80, height: Int = 24) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    CounterView.render(CounterView.ViewState(state), into: &canvas, in: canvas.bounds)
    return canvas
  }

  // MARK: - Drawing

  @Test func idle() {
    assertCanvasSnapshot(Self.draw(Counter.State(count: 42)), named: "80x24")
  }

  @Test func fetching() {
    var state = Counter.State(count: 42)
    state.factInFlight = 42
    assertCanvasSnapshot(Self.draw(state), named: "80x24")
  }

  @Test func fetchingWhileCountingOn() {
    var state = Counter.State(count: -1_234, factsMode: .live)
    state.factInFlight = 42
    assertCanvasSnapshot(Self.draw(state, width: 40, height: 12), named: "40x12")
  }

  @Test func offlineFactsAreNoted() {
    let canvas = Self.draw(Counter.State(count: 7, factsMode: .offline), width: 40, height: 12)
    #expect(canvas.lines.contains { $0.contains("offline facts") })
  }

  @Test func aNumberTooWideForBigDigitsIsWrittenPlainly() {
    let canvas = Self.draw(Counter.State(count: .min), width: 40, height: 12)
    assertCanvasSnapshot(canvas, named: "40x12")
  }

  @Test func aPaneTooShortForBigDigitsWritesTheNumberPlainly() {
    let canvas = Self.draw(Counter.State(count: 42), width: 40, height: 5)
    #expect(canvas.lines.map { $0.trimmingSpaces } == [
      "42", "", "", "", "+/- count · 0 reset · f fact",
    ])
  }

  @Test func theCountIsBoldAndTheFetchingLineStandsOut() throws {
    var state = Counter.State(count: 8)
    state.factInFlight = 8
    let canvas = Self.draw(state)
    let lines = canvas.lines
    let bigRow = try #require(lines.firstIndex { $0.contains("█") })
    let bigColumn = try #require(Array(lines[bigRow]).firstIndex(of: "█"))
    #expect(canvas[bigColumn, bigRow].style == Style(.bold, color: .accent))
    let fetchingRow = try #require(lines.firstIndex { $0.contains("Fetching a fact about 8…") })
    let fetchingColumn = try #require(Array(lines[fetchingRow]).firstIndex(of: "F"))
    #expect(canvas[fetchingColumn, fetchingRow].style == Style(color: .warning))
  }

  @Test func nothingIsDrawnInAnEmptyRectangle() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    CounterView.render(
      CounterView.ViewState(Counter.State(count: 1)), into: &canvas,
      in: Rect(x: 2, y: 1, width: 0, height: 5)
    )
    #expect(canvas == Canvas(size: Size(width: 10, height: 3)))
  }

  @Test func bigDigitsCoverEveryCharacterOfAnInt() throws {
    let text = "-1234567890"
    let rows = try #require(CounterView.BigDigits.rows(for: text))
    #expect(rows.count == CounterView.BigDigits.height)
    #expect(rows.allSatisfy { $0.count == CounterView.BigDigits.width(of: text) })
    #expect(CounterView.BigDigits.rows(for: "4x") == nil)
  }

  // MARK: - Keys

  @Test(arguments: [
    (KeyEvent.character("+"), Counter.Action.incrementKeyPressed),
    (.character("="), .incrementKeyPressed),
    (.character("k"), .incrementKeyPressed),
    (.up, .incrementKeyPressed),
    (.character("-"), .decrementKeyPressed),
    (.character("j"), .decrementKeyPressed),
    (.down, .decrementKeyPressed),
    (.character("0"), .resetKeyPressed),
    (.character("f"), .numberFactKeyPressed),
    (.enter, .numberFactKeyPressed),
  ])
  func keys(_ key: KeyEvent, _ action: Counter.Action) {
    let viewState = CounterView.ViewState(Counter.State())
    #expect(CounterView.action(for: key, in: viewState) == action)
  }

  @Test(arguments: [KeyEvent.character("x"), .character("q"), .escape, .tab, .character(" ")])
  func otherKeysAreLeftToTheApp(_ key: KeyEvent) {
    #expect(CounterView.action(for: key, in: CounterView.ViewState(Counter.State())) == nil)
  }

  @Test func keysStillWorkWhileAFactIsOnItsWay() {
    var state = Counter.State(count: 5)
    state.factInFlight = 5
    let viewState = CounterView.ViewState(state)
    #expect(CounterView.action(for: .character("+"), in: viewState) == .incrementKeyPressed)
    #expect(CounterView.action(for: .character("f"), in: viewState) == .numberFactKeyPressed)
  }

  @Test func theHelpListsEveryKey() {
    let help = CounterView.keyTable.bindings.map { "\($0.keysDescription)  \($0.summary)" }
    #expect(help == [
      "+ = k up  count up",
      "- j down  count down",
      "0  reset to zero",
      "f enter  a fact about the number",
    ])
  }

  // MARK: - The fact alert

  static func factAlert(about number: Int, _ message: String) -> AlertState<Counter.Action.Alert> {
    AlertState {
      TextState("Fact about \(number)")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(message)
    }
  }

  @Test(arguments: [KeyEvent.enter, .escape, .character(" "), .character("q")])
  func theFactAlertIsDismissedWith(_ key: KeyEvent) async throws {
    var state = Counter.State(count: 3)
    state.alert = Self.factAlert(about: 3, "3 is odd.")
    let store = TestStore(initialState: state) { Counter() }
    let action = try #require(CounterView.action(for: key, in: CounterView.ViewState(state)))
    #expect(action == .alert(.dismiss))
    await store.send(action) { $0.alert = nil }
  }

  @Test(arguments: [
    KeyEvent.character("+"), .character("="), .character("-"), .character("0"),
    .character("f"), .character("x"), .tab, .left,
  ])
  func theAlertSwallowsThePanesKeys(_ key: KeyEvent) {
    var state = Counter.State(count: 3)
    state.alert = Self.factAlert(about: 3, "3 is odd.")
    #expect(CounterView.action(for: key, in: CounterView.ViewState(state)) == nil)
  }

  @Test func theAlertTakesTheKeysThatWouldCountUpAndDown() {
    var state = Counter.State(count: 3)
    state.alert = Self.factAlert(about: 3, "3 is odd.")
    let viewState = CounterView.ViewState(state)
    #expect(CounterView.action(for: .character("j"), in: viewState) == .alertScrolled(.lineDown))
    #expect(CounterView.action(for: .up, in: viewState) == .alertScrolled(.lineUp))
  }
}


extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
