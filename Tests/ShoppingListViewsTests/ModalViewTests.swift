import ShoppingListFeatures
import ShoppingListStorage
import TerminalUI
import TestSupport
import Testing

@testable import ShoppingListViews

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

  static func factModal(_ message: String = longFact) -> ModalState<Never> {
    ModalState(title: "Fact about 42", message: message)
  }

  static let confirmation = ModalState<Choice>(
    title: "Clear checked items",
    message: "Delete the 3 checked items? This cannot be undone after you quit.",
    buttons: [
      ModalButton(label: "Delete", shortcut: "y", role: .destructive, action: .delete),
      ModalButton(label: "Keep", shortcut: "n", role: .cancel, action: .keep),
    ]
  )

  // MARK: - Keys

  @Test(arguments: [KeyEvent.enter, .escape, .character(" "), .character("q")])
  func anInformationModalClosesWith(_ key: KeyEvent) {
    let state = ModalView.ViewState(Self.factModal())
    #expect(ModalView.action(for: key, in: state) == .buttonPressed(nil))
  }

  @Test func scrollKeys() {
    let state = ModalView.ViewState(Self.factModal())
    #expect(ModalView.action(for: .character("j"), in: state) == .scrollDownKeyPressed)
    #expect(ModalView.action(for: .down, in: state) == .scrollDownKeyPressed)
    #expect(ModalView.action(for: .character("k"), in: state) == .scrollUpKeyPressed)
    #expect(ModalView.action(for: .up, in: state) == .scrollUpKeyPressed)
    #expect(ModalView.action(for: .pageDown, in: state) == .pageDownKeyPressed)
    #expect(ModalView.action(for: .pageUp, in: state) == .pageUpKeyPressed)
  }

  @Test(arguments: [
    KeyEvent.character("+"), .character("f"), .character("0"), .character("x"), .tab,
    .backTab, .left, .right, .home, .end, .backspace, .delete, .ctrl("d"), .function(1),
  ])
  func otherKeysDoNothing(_ key: KeyEvent) {
    let state = ModalView.ViewState(Self.factModal())
    #expect(ModalView.action(for: key, in: state) == nil)
  }

  @Test func aQuestionIsAnsweredByShortcutsEnterAndEscapeOnly() {
    let state = ModalView.ViewState(Self.confirmation)
    #expect(ModalView.action(for: .character("y"), in: state) == .buttonPressed(.delete))
    #expect(ModalView.action(for: .character("Y"), in: state) == .buttonPressed(.delete))
    #expect(ModalView.action(for: .character("n"), in: state) == .buttonPressed(.keep))
    #expect(ModalView.action(for: .enter, in: state) == .buttonPressed(.delete))
    #expect(ModalView.action(for: .escape, in: state) == .buttonPressed(.keep))
    #expect(ModalView.action(for: .character("q"), in: state) == nil)
    #expect(ModalView.action(for: .character(" "), in: state) == nil)
  }

  @Test func escapeWithoutACancelButtonOnlyCloses() {
    let state = ModalView.ViewState(
      ModalState<Choice>(
        title: "Saved", message: "Saved to disk.",
        buttons: [ModalButton(label: "Undo", shortcut: "u", action: .keep), .ok]
      )
    )
    #expect(ModalView.action(for: .escape, in: state) == .buttonPressed(nil))
    #expect(ModalView.action(for: .enter, in: state) == .buttonPressed(.keep))
  }

  // MARK: - Drawing

  @Test func aLongFactAt80x24() {
    assertCanvasSnapshot(Self.draw(Self.factModal(), on: Self.large, over: 42), named: "80x24")
  }

  @Test func aLongFactAt40x12() {
    assertCanvasSnapshot(Self.draw(Self.factModal(), on: Self.small, over: 42), named: "40x12")
  }

  @Test func aLongFactAt40x12ScrolledToTheEnd() {
    var modal = Self.factModal()
    modal.scroll.offset = 13
    assertCanvasSnapshot(Self.draw(modal, on: Self.small, over: 42), named: "40x12")
  }

  @Test func aQuestion() {
    assertCanvasSnapshot(Self.draw(Self.confirmation, on: Self.large, over: 0), named: "80x24")
  }

  @Test func theExtentIsTheWrappedMessageAndTheLinesTheBoxShows() {
    let fact = Self.factModal()
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
    let canvas = Self.draw(Self.confirmation, on: Self.large, over: 0)
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
    var modal = Self.factModal()
    modal.scroll.offset = 13
    var farOut = modal
    farOut.scroll.offset = 999
    #expect(
      Self.draw(farOut, on: Self.small, over: 42) == Self.draw(modal, on: Self.small, over: 42)
    )
  }

  @Test(arguments: [
    Size(width: 30, height: 10), Size(width: 12, height: 5), Size(width: 3, height: 2),
  ])
  func neverDrawsOutsideItsRectangle(_ size: Size) {
    var canvas = Canvas(size: Size(width: 60, height: 20))
    canvas.fill(canvas.bounds, with: "·")
    let rect = Rect(x: 10, y: 4, width: size.width, height: size.height)
    ModalView.render(
      ModalView.ViewState(Self.factModal()), into: &canvas, in: rect
    )
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width where !rect.contains(Point(x: x, y: y)) {
        #expect(canvas[x, y].symbol == "·", "drawn at (\(x), \(y)) outside \(rect)")
      }
    }
  }

  static let large = Size(width: 80, height: 24)
  static let small = Size(width: 40, height: 12)

  /// The counter pane at `count` filling the screen, with the modal over it.
  static func draw<Action>(
    _ modal: ModalState<Action>, on screen: Size, over count: Int
  ) -> Canvas {
    var canvas = Canvas(size: screen)
    CounterView.render(
      CounterView.ViewState(Counter.State(count: count)), into: &canvas, in: canvas.bounds
    )
    ModalView.render(ModalView.ViewState(modal), into: &canvas, in: canvas.bounds)
    return canvas
  }
}
