import Architecture
import Testing

@testable import ShoppingListFeatures

@MainActor
struct ModalTests {
  /// A long fact as measured at 40×12: 20 lines, of which 7 show at once.
  static var longModal: ModalState<Never> {
    var modal = ModalState<Never>(title: "Fact about 42", message: "A long fact.")
    modal.scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    return modal
  }

  @Test func scrollingStopsAtTheTopAndAtTheLastFullPage() async {
    let store = TestStore(initialState: Self.longModal) { Modal() }
    await store.send(.scrollUpKeyPressed)
    await store.send(.scrollDownKeyPressed) { $0.scroll.offset = 1 }
    await store.send(.scrollDownKeyPressed) { $0.scroll.offset = 2 }
    await store.send(.scrollUpKeyPressed) { $0.scroll.offset = 1 }
    for offset in 2...13 {
      await store.send(.scrollDownKeyPressed) { $0.scroll.offset = offset }
    }
    await store.send(.scrollDownKeyPressed)
    await store.send(.pageDownKeyPressed)
  }

  @Test func pagingMovesAPageLessOneLineAndStaysInRange() async {
    let store = TestStore(initialState: Self.longModal) { Modal() }
    await store.send(.pageDownKeyPressed) { $0.scroll.offset = 6 }
    await store.send(.pageDownKeyPressed) { $0.scroll.offset = 12 }
    await store.send(.pageDownKeyPressed) { $0.scroll.offset = 13 }
    await store.send(.pageDownKeyPressed)
    await store.send(.pageUpKeyPressed) { $0.scroll.offset = 7 }
    await store.send(.pageUpKeyPressed) { $0.scroll.offset = 1 }
    await store.send(.pageUpKeyPressed) { $0.scroll.offset = 0 }
    await store.send(.pageUpKeyPressed)
  }

  @Test func aMessageThatFitsDoesNotScroll() async {
    var modal = ModalState<Never>(title: "Fact about 1", message: "1 is odd.")
    modal.scroll.measure(TextExtent(lineCount: 1, visibleLineCount: 1))
    let store = TestStore(initialState: modal) { Modal() }
    await store.send(.scrollDownKeyPressed)
    await store.send(.pageDownKeyPressed)
  }

  @Test func nothingScrollsBeforeTheViewMeasuredTheMessage() async {
    let store = TestStore(
      initialState: ModalState<Never>(title: "Fact about 1", message: "1 is odd.")
    ) { Modal() }
    await store.send(.scrollDownKeyPressed)
    await store.send(.pageDownKeyPressed)
  }

  @Test func aLargerMeasurementPullsTheScrollBackIntoRange() {
    var scroll = ScrollPosition()
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    scroll.scroll(by: 100)
    #expect(scroll.offset == 13)
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 10))
    #expect(scroll.offset == 10)
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    #expect(scroll.offset == 10)
  }

  @Test func buttonsAreLeftToTheParent() async {
    let store = TestStore(initialState: Self.longModal) { Modal() }
    await store.send(.buttonPressed(nil))
  }

  @Test func enterPicksTheFirstButtonThatDoesNotCancelAndEscapeTheCancelButton() {
    let buttons: [ModalButton<Int>] = [
      ModalButton(label: "Keep", shortcut: "n", role: .cancel, action: 0),
      ModalButton(label: "Delete", shortcut: "y", role: .destructive, action: 1),
    ]
    let modal = ModalState(title: "Clear", message: "Delete?", buttons: buttons)
    #expect(modal.defaultButtonIndex == 1)
    #expect(modal.cancelButtonIndex == 0)

    let onlyCancel = ModalState(title: "t", message: "m", buttons: [buttons[0]])
    #expect(onlyCancel.defaultButtonIndex == 0)
    let none = ModalState<Int>(title: "t", message: "m", buttons: [])
    #expect(none.defaultButtonIndex == nil)
    #expect(none.cancelButtonIndex == nil)
  }
}
