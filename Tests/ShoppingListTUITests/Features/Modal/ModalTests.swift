import Architecture
import Testing

@testable import ShoppingListTUI

@MainActor
struct ModalTests {
  /// 30 numbered sentences: far more than fits at 40×12, a few pages at 80×24.
  static let longMessage = (1...30).map { "Sentence number \($0) of a long fact." }
    .joined(separator: " ")

  static func longModal(on screen: Size) -> ModalState<Never> {
    ModalState(title: "Fact about 42", message: longMessage, screenSize: screen)
  }

  @Test func scrollingStopsAtTheTopAndAtTheLastFullPage() async {
    let small = Size(width: 40, height: 12)
    let maximum = Self.longModal(on: small).layout.maxScrollOffset
    #expect(maximum > 3)
    let store = TestStore(initialState: Self.longModal(on: small)) { Modal() }

    await store.send(.scrollUpKeyPressed)
    await store.send(.scrollDownKeyPressed) { $0.scrollOffset = 1 }
    await store.send(.scrollDownKeyPressed) { $0.scrollOffset = 2 }
    await store.send(.scrollUpKeyPressed) { $0.scrollOffset = 1 }
    for offset in 2...maximum {
      await store.send(.scrollDownKeyPressed) { $0.scrollOffset = offset }
    }
    await store.send(.scrollDownKeyPressed)
    await store.send(.pageDownKeyPressed)
  }

  @Test func pagingMovesAPageLessOneLineAndStaysInRange() async {
    let small = Size(width: 40, height: 12)
    let layout = Self.longModal(on: small).layout
    let step = layout.body.height - 1
    #expect(step > 1)
    let store = TestStore(initialState: Self.longModal(on: small)) { Modal() }

    let second = min(2 * step, layout.maxScrollOffset)
    await store.send(.pageDownKeyPressed) { $0.scrollOffset = step }
    await store.send(.pageDownKeyPressed) { $0.scrollOffset = second }
    await store.send(.pageUpKeyPressed) { $0.scrollOffset = second - step }
    await store.send(.pageUpKeyPressed) { $0.scrollOffset = 0 }
    await store.send(.pageUpKeyPressed)
  }

  @Test func aShortMessageDoesNotScroll() async {
    let store = TestStore(
      initialState: ModalState<Never>(title: "Fact about 1", message: "1 is odd.")
    ) { Modal() }
    await store.send(.scrollDownKeyPressed)
    await store.send(.pageDownKeyPressed)
  }

  @Test func growingTheScreenPullsTheScrollBackIntoRange() async {
    let small = Size(width: 40, height: 12)
    let large = Size(width: 80, height: 24)
    var scrolled = Self.longModal(on: small)
    scrolled.scrollOffset = scrolled.layout.maxScrollOffset
    let largeMaximum = Self.longModal(on: large).layout.maxScrollOffset
    #expect(largeMaximum < scrolled.scrollOffset)
    let store = TestStore(initialState: scrolled) { Modal() }

    await store.send(.screenResized(large)) {
      $0.screenSize = large
      $0.scrollOffset = largeMaximum
    }
    await store.send(.screenResized(small)) { $0.screenSize = small }
  }

  @Test func buttonsAreLeftToTheParent() async {
    let store = TestStore(initialState: Self.longModal(on: Size(width: 80, height: 24))) {
      Modal()
    }
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
