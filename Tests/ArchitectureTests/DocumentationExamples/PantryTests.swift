import Architecture
import Testing

/// The "Porting a TCA feature" article's test, written as for TCA's `TestStore`.
@MainActor
struct PantryTests {
  @Test func removingAnItemAsksFirst() async {
    let store = TestStore(
      initialState: Pantry.State(items: [PantryItem(id: 1, name: "rice")])
    ) {
      Pantry()
    }
    await store.send(.removeKeyPressed(id: 1)) {
      $0.alert = AlertState {
        TextState("Remove rice?")
      } actions: {
        ButtonState(role: .destructive, action: .removalConfirmed(id: 1)) {
          TextState("Remove")
        }
        ButtonState(role: .cancel) { TextState("Keep") }
      }
    }
    await store.send(.alert(.presented(.removalConfirmed(id: 1)))) {
      $0.alert = nil
      $0.items = []
    }
  }
}
