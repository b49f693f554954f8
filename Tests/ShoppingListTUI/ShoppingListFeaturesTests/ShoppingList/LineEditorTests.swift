import Architecture
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures

@MainActor
struct LineEditorTests {
  func makeStore(
    _ text: String,
    cursor: Int? = nil
  ) -> TestStore<LineEditor.State, LineEditor.Action> {
    let state = LineEditor.State(text: text, cursor: cursor ?? text.count)
    return TestStore(initialState: state) { LineEditor() }
  }

  @Test func typingInsertsAtTheCursor() async {
    let store = makeStore("milk", cursor: 2)
    await store.send(.textTyped("X")) {
      $0.text = "miXlk"
      $0.cursor = 3
    }
    await store.send(.textTyped("牛乳")) {
      $0.text = "miX牛乳lk"
      $0.cursor = 5
    }
  }

  /// readline's Alt keys: words are runs of letters and digits.
  @Test func altKeysMoveAndDeleteByWords() async {
    let store = makeStore("oat milk, 2l")
    await store.send(.wordLeftKeyPressed) { $0.cursor = 10 }
    await store.send(.wordLeftKeyPressed) { $0.cursor = 4 }
    await store.send(.wordRightKeyPressed) { $0.cursor = 8 }
    await store.send(.deleteWordForwardKeyPressed) { $0.text = "oat milk" }
    await store.send(.deleteWordBackwardKeyPressed) {
      $0.text = "oat "
      $0.cursor = 4
    }
    await store.send(.startKeyPressed) { $0.cursor = 0 }
    await store.send(.wordLeftKeyPressed)
    await store.send(.deleteWordBackwardKeyPressed)
    await store.send(.wordRightKeyPressed) { $0.cursor = 3 }
    await store.send(.wordRightKeyPressed) { $0.cursor = 4 }
    await store.send(.deleteWordForwardKeyPressed)
  }

  @Test func theCursorStartsAtTheEnd() {
    #expect(LineEditor.State(text: "oat milk").cursor == 8)
    #expect(LineEditor.State(text: "👍🏽ok").cursor == 3)
  }

  @Test func arrowsHomeAndEndMoveByWholeCharacters() async {
    let store = makeStore("a👍🏽é\u{301}b")
    #expect(store.state.cursor == 4)
    await store.send(.leftKeyPressed) { $0.cursor = 3 }
    await store.send(.leftKeyPressed) { $0.cursor = 2 }
    await store.send(.leftKeyPressed) { $0.cursor = 1 }
    await store.send(.startKeyPressed) { $0.cursor = 0 }
    await store.send(.leftKeyPressed)
    await store.send(.rightKeyPressed) { $0.cursor = 1 }
    await store.send(.endKeyPressed) { $0.cursor = 4 }
    await store.send(.rightKeyPressed)
  }

  @Test func backspaceRemovesOneWholeGrapheme() async {
    let store = makeStore("ok👍🏽")
    await store.send(.backspaceKeyPressed) {
      $0.text = "ok"
      $0.cursor = 2
    }
    let decomposed = makeStore("cafe\u{301}")
    await decomposed.send(.backspaceKeyPressed) {
      $0.text = "caf"
      $0.cursor = 3
    }
    await decomposed.send(.startKeyPressed) { $0.cursor = 0 }
    await decomposed.send(.backspaceKeyPressed)
  }

  @Test func deleteRemovesTheGraphemeAfterTheCursor() async {
    let store = makeStore("e\u{301}👨‍👩‍👧x", cursor: 0)
    await store.send(.deleteKeyPressed) { $0.text = "👨‍👩‍👧x" }
    await store.send(.deleteKeyPressed) { $0.text = "x" }
    await store.send(.endKeyPressed) { $0.cursor = 1 }
    await store.send(.deleteKeyPressed)
  }

  @Test func aCombiningMarkJoinsTheCharacterBeforeIt() async {
    let store = makeStore("cafe")
    await store.send(.textTyped("\u{301}")) {
      $0.text = "café"
      $0.cursor = 4
    }
    #expect(store.state.text.count == 4)
  }

  @Test func controlWDeletesTheWordBeforeTheCursor() async {
    let store = makeStore("oat milk  ")
    await store.send(.deleteWordKeyPressed) {
      $0.text = "oat "
      $0.cursor = 4
    }
    await store.send(.deleteWordKeyPressed) {
      $0.text = ""
      $0.cursor = 0
    }
    await store.send(.deleteWordKeyPressed)
    let middle = makeStore("two oat milks", cursor: 7)
    await middle.send(.deleteWordKeyPressed) {
      $0.text = "two  milks"
      $0.cursor = 4
    }
  }

  @Test func controlUAndControlKDeleteToTheStartAndToTheEnd() async {
    let store = makeStore("oat milk", cursor: 4)
    await store.send(.deleteToEndKeyPressed) { $0.text = "oat " }
    await store.send(.leftKeyPressed) { $0.cursor = 3 }
    await store.send(.deleteToStartKeyPressed) {
      $0.text = " "
      $0.cursor = 0
    }
  }

  @Test func controlCharactersAreNeverStored() async {
    let store = makeStore("")
    await store.send(.textTyped("a\u{7}b\tc\r\nd\u{1B}[A\u{2028}e\u{85}")) {
      $0.text = "ab c d[A e "
      $0.cursor = 11
    }
  }

  @Test func textStopsAtTheMaximumLengthAndSaysSo() async {
    let store = makeStore(String(repeating: "a", count: 498))
    await store.send(.textTyped("👍🏽日本")) {
      $0.text = String(repeating: "a", count: 498) + "👍🏽日"
      $0.cursor = 500
    }
    await store.receive(\.delegate.lengthLimitReached, 500)
    await store.send(.textTyped("x"))
    await store.receive(\.delegate.lengthLimitReached, 500)
    await store.send(.startKeyPressed) { $0.cursor = 0 }
    await store.send(.textTyped("x"))
    await store.receive(\.delegate.lengthLimitReached, 500)
    #expect(store.state.text.count == 500)
  }

  @Test func wideCharactersAndEmojiAreSingleCharacters() async {
    let store = makeStore("")
    await store.send(.textTyped("牛")) {
      $0.text = "牛"
      $0.cursor = 1
    }
    await store.send(.textTyped("🥛")) {
      $0.text = "牛🥛"
      $0.cursor = 2
    }
    await store.send(.leftKeyPressed) { $0.cursor = 1 }
    await store.send(.deleteKeyPressed) { $0.text = "牛" }
  }
}
