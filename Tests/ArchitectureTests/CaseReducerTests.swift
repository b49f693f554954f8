import Architecture
import Testing

@MainActor
struct CaseReducerTests {
  @Reducer
  struct Greeting {
    let name: String

    struct State: Equatable { var text = "" }
    enum Action: Equatable { case greetKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.text = "Hello, \(name)!"
        return .none
      }
    }
  }

  /// A case that names how its feature is built, for a feature without `init()`.
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case greeting(Greeting = Greeting(name: "Ada"))
  }

  @Test func aCaseWithADefaultValueRunsTheFeatureItBuilds() async {
    let store = TestStore(initialState: Destination.State.greeting(Greeting.State())) {
      Destination.body
    }
    await store.send(.greeting(.greetKeyPressed)) {
      $0 = .greeting(Greeting.State(text: "Hello, Ada!"))
    }
  }
}
