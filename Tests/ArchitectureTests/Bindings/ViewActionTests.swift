import Architecture
import Testing

@MainActor
struct ViewActionTests {
  struct FormView: ViewActionSending {
    let store: StoreOf<BindingReducerTests.Form>
  }

  @Test func aViewSendsItsActionsAsTheViewCase() async {
    let store = Store(initialState: BindingReducerTests.Form.State()) {
      BindingReducerTests.Form()
    }
    let view = FormView(store: store)
    view.send(.binding(.set(\.name, "Ada")))
    #expect(store.state.name == "Ada")
    await view.send(.saveKeyPressed).finish()
    #expect(store.state.name == "Ada")
  }
}
