import Architecture
import Foundation
import Testing

/// Stores build each reducer's body once, when they are created, and never per action; a body
/// still sees the dependencies its reducer runs with, and a reducer that implements `reduce`
/// still runs its own logic.
@MainActor
struct BuiltReducerTests {
  /// Counts how often each body was built.
  final class Builds {
    var counts: [String: Int] = [:]
    func record(_ name: String) { counts[name, default: 0] += 1 }
  }

  /// Counts its actions; its body records each build under `name`.
  struct Tally: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable { case tapped }
    let name: String
    let builds: Builds

    var body: some ReducerOf<Self> {
      let _ = builds.record(name)
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Tally.State()
      var sheet: Tally.State?
      var rows: IdentifiedArrayOf<Tally.State> = [Tally.State(id: 1)]
      var total = 0
    }

    @CasePathable
    enum Action: Equatable {
      case child(Tally.Action)
      case sheet(Tally.Action)
      case rows(IdentifiedActionOf<Tally>)
    }
    let builds: Builds

    var body: some ReducerOf<Self> {
      let _ = builds.record("parent")
      Scope(state: \.child, action: \.child) { Tally(name: "child", builds: builds) }
      Reduce { state, _ in
        state.total += 1
        return .none
      }
      .ifLet(\.sheet, action: \.sheet) { Tally(name: "sheet", builds: builds) }
      .forEach(\.rows, action: \.rows) { Tally(name: "row", builds: builds) }
    }
  }

  @Test func aStoreBuildsEveryBodyOnceHoweverManyActionsItReduces() {
    let builds = Builds()
    let store = Store(initialState: Parent.State(sheet: Tally.State())) {
      Parent(builds: builds)
    }
    for _ in 1...3 {
      store.send(.child(.tapped))
      store.send(.sheet(.tapped))
      store.send(.rows(.element(id: 1, action: .tapped)))
    }

    #expect(store.state.child.count == 3)
    #expect(store.state.sheet?.count == 3)
    #expect(store.state.rows[id: 1]?.count == 3)
    #expect(store.state.total == 9)
    #expect(builds.counts == ["parent": 1, "child": 1, "sheet": 1, "row": 1])
  }

  @Test func aTestStoreBuildsEveryBodyOnce() async {
    let builds = Builds()
    let store = TestStore(initialState: Parent.State()) { Parent(builds: builds) }
    await store.send(.child(.tapped)) {
      $0.child.count = 1
      $0.total = 1
    }
    await store.send(.child(.tapped)) {
      $0.child.count = 2
      $0.total = 2
    }
    #expect(builds.counts == ["parent": 1, "child": 1, "sheet": 1, "row": 1])
  }

  struct Greeting: Reducer {
    @Dependency(\.locale) var locale
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case greetKeyPressed }

    var body: some ReducerOf<Self> {
      // A body that depends on a dependency, read when the body is built.
      let greeting = locale.identifier == "fr_FR" ? "Bonjour" : "Hello"
      Reduce { state, _ in
        state.text = greeting
        return .none
      }
    }
  }

  @Test func aBodyIsBuiltWithTheDependenciesItsReducerRunsWith() {
    let store = Store(initialState: Greeting.State()) {
      Greeting().dependency(\.locale, Locale(identifier: "fr_FR"))
    } withDependencies: {
      $0.locale = Locale(identifier: "en_US")
    }
    store.send(.greetKeyPressed)
    #expect(store.state.text == "Bonjour")

    let plain = Store(initialState: Greeting.State()) {
      Greeting()
    } withDependencies: {
      $0.locale = Locale(identifier: "en_US")
    }
    plain.send(.greetKeyPressed)
    #expect(plain.state.text == "Hello")
  }
}
