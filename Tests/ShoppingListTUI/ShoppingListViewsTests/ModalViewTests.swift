import Architecture
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

@MainActor
struct ModalViewTests {
  enum Choice: Equatable, Sendable { case keep, delete }

  static let longFact = """
    42 is the answer to the Ultimate Question of Life, the Universe, and Everything, \
    according to a supercomputer that took seven and a half million years to work it out. \
    It is also the number of US gallons in a barrel of oil, the sum of the numbers on a pair \
    of dice counted twice over plus the two faces you cannot see, and the angle in degrees at \
    which a rainbow appears. In Japanese, 四十二 can be read “shi-ni”, which sounds like “to \
    death”, so some hospitals skip it. Extraordinarilylongwordsthatcannotfitonanylineatall \
    are broken where they must be, and 🎉 stays whole.
    """

  static let factAlert = AlertState<Never> {
    TextState("Fact about 42")
  } actions: {
    ButtonState(role: .cancel) { TextState("OK") }
  } message: {
    TextState(longFact)
  }

  static let confirmation = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
    TextState("Clear checked items")
  } actions: {
    ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
    ButtonState(role: .cancel, action: .keep) { TextState("Keep") }
  } message: {
    TextState("Delete the 3 checked items? This cannot be undone after you quit.")
  }

  static func viewState(
    _ alert: AlertState<Never> = factAlert, scrolledTo offset: Int = 0
  ) -> ModalView<Never>.ViewState {
    var scroll = ScrollPosition()
    scroll.offset = offset
    return ModalView.ViewState(alert, scroll: scroll)
  }

  static var question: ModalView<Choice>.ViewState {
    ModalView.ViewState(confirmation, scroll: ScrollPosition())
  }

  // MARK: - Keys

  @Test(arguments: [KeyEvent.enter, .escape, .character(" "), .character("q")])
  func anAlertThatOnlyInformsClosesWith(_ key: KeyEvent) {
    #expect(ModalView.action(for: key, in: Self.viewState()) == .picked(.dismiss))
  }

  @Test func scrollKeys() {
    let state = Self.viewState()
    #expect(ModalView.action(for: .character("j"), in: state) == .scrolled(.lineDown))
    #expect(ModalView.action(for: .down, in: state) == .scrolled(.lineDown))
    #expect(ModalView.action(for: .character("k"), in: state) == .scrolled(.lineUp))
    #expect(ModalView.action(for: .up, in: state) == .scrolled(.lineUp))
    #expect(ModalView.action(for: .pageDown, in: state) == .scrolled(.pageDown))
    #expect(ModalView.action(for: .pageUp, in: state) == .scrolled(.pageUp))
  }

  @Test(arguments: [
    KeyEvent.character("+"), .character("f"), .character("0"), .character("x"), .tab,
    .backTab, .left, .right, .home, .end, .backspace, .delete, .ctrl("d"), .function(1),
  ])
  func otherKeysDoNothing(_ key: KeyEvent) {
    #expect(ModalView.action(for: key, in: Self.viewState()) == nil)
  }

  @Test func aQuestionIsAnsweredByShortcutsEnterAndEscapeOnly() {
    let state = Self.question
    #expect(ModalView.action(for: .character("y"), in: state) == .picked(.presented(.delete)))
    #expect(ModalView.action(for: .character("Y"), in: state) == .picked(.presented(.delete)))
    #expect(ModalView.action(for: .character("n"), in: state) == .picked(.presented(.keep)))
    #expect(ModalView.action(for: .enter, in: state) == .picked(.presented(.delete)))
    #expect(ModalView.action(for: .escape, in: state) == .picked(.presented(.keep)))
    #expect(ModalView.action(for: .character("q"), in: state) == nil)
    #expect(ModalView.action(for: .character(" "), in: state) == nil)
  }

  @Test func buttonsGetTheLettersOfAYesNoQuestionAndSayWhatTheySend() {
    let alert = AlertState<Choice> {
      TextState("Quit without saving?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Quit") }
      ButtonState(role: .cancel) { TextState("Keep open") }
    }
    let state = ModalView.ViewState(alert, scroll: ScrollPosition())
    #expect(state.title == "Quit without saving?")
    #expect(state.message == "")
    #expect(state.buttons.map(\.caption) == ["y Quit", "n Keep open"])
    #expect(state.buttons.map(\.role) == [.destructive, .cancel])
    #expect(state.buttons.map(\.choice) == [.presented(.delete), .dismiss])
    #expect(state.defaultButtonIndex == 0)
    #expect(state.cancelButtonIndex == 1)
    #expect(Self.viewState().buttons.map(\.caption) == ["OK"])
  }

  @Test func escapeWithoutACancelButtonOnlyCloses() {
    let alert = AlertState<Choice> {
      TextState("Saved")
    } actions: {
      ButtonState(action: .keep) { TextState("Undo") }
      ButtonState { TextState("OK") }
    } message: {
      TextState("Saved to disk.")
    }
    let state = ModalView.ViewState(alert, scroll: ScrollPosition())
    #expect(ModalView.action(for: .escape, in: state) == .picked(.dismiss))
    #expect(ModalView.action(for: .enter, in: state) == .picked(.presented(.keep)))
    #expect(ModalView.action(for: .character("y"), in: state) == .picked(.presented(.keep)))
  }

  // MARK: - Drawing

  @Test func aLongFactAt80x24() {
    assertCanvasSnapshot(Self.draw(Self.viewState(), on: Self.large, over: 42), named: "80x24")
  }

  @Test func aLongFactAt40x12() {
    assertCanvasSnapshot(Self.draw(Self.viewState(), on: Self.small, over: 42), named: "40x12")
  }

  @Test func aLongFactAt40x12ScrolledToTheEnd() {
    let state = Self.viewState(scrolledTo: 13)
    assertCanvasSnapshot(Self.draw(state, on: Self.small, over: 42), named: "40x12")
  }

  @Test func aQuestion() {
    assertCanvasSnapshot(Self.draw(Self.question, on: Self.large, over: 0), named: "80x24")
  }

  @Test func theExtentIsTheWrappedMessageAndTheLinesTheBoxShows() {
    let fact = Self.factAlert
    #expect(
      ModalView.extent(of: fact, in: Rect(size: Self.large))
        == TextExtent(lineCount: 10, visibleLineCount: 10)
    )
    #expect(
      ModalView.extent(of: fact, in: Rect(size: Self.small))
        == TextExtent(lineCount: 20, visibleLineCount: 7)
    )
  }

  @Test func theHighlightedButtonIsReversedAndADestructiveOneStandsOut() throws {
    let canvas = Self.draw(Self.question, on: Self.large, over: 0)
    let row = try #require(canvas.lines.firstIndex { $0.contains("y Delete") })
    let line = canvas.lines[row]
    func column(of caption: String) throws -> Int {
      let range = try #require(line.firstRange(of: caption))
      return line.distance(from: line.startIndex, to: range.lowerBound)
    }
    #expect(canvas[try column(of: "y Delete"), row].style
      == Style([.bold, .reverse], color: .danger))
    #expect(canvas[try column(of: "n Keep"), row].style == Style(.bold))
  }

  @Test func anOutOfRangeScrollShowsTheLastPage() {
    #expect(
      Self.draw(Self.viewState(scrolledTo: 999), on: Self.small, over: 42)
        == Self.draw(Self.viewState(scrolledTo: 13), on: Self.small, over: 42)
    )
  }

  @Test(arguments: [
    Size(width: 30, height: 10), Size(width: 12, height: 5), Size(width: 3, height: 2),
  ])
  func neverDrawsOutsideItsRectangle(_ size: Size) {
    var canvas = Canvas(size: Size(width: 60, height: 20))
    canvas.fill(canvas.bounds, with: "·")
    let rect = Rect(x: 10, y: 4, width: size.width, height: size.height)
    ModalView.render(Self.viewState(), into: &canvas, in: rect)
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width where !rect.contains(Point(x: x, y: y)) {
        #expect(canvas[x, y].symbol == "·", "drawn at (\(x), \(y)) outside \(rect)")
      }
    }
  }

  static let large = Size(width: 80, height: 24)
  static let small = Size(width: 40, height: 12)

  /// The counter pane at `count` filling the screen, with the dialog over it.
  static func draw<Action>(
    _ dialog: ModalView<Action>.ViewState, on screen: Size, over count: Int
  ) -> Canvas {
    var canvas = Canvas(size: screen)
    CounterView.render(
      CounterView.ViewState(Counter.State(count: count)), into: &canvas, in: canvas.bounds
    )
    ModalView.render(dialog, into: &canvas, in: canvas.bounds)
    return canvas
  }
}
