import Architecture

/// The reducer at the bottom of every benchmark: one counter increment per action.
struct Counter: Reducer {
  struct State: Equatable { var count = 0 }

  @CasePathable
  enum Action: Equatable { case incrementKeyPressed }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Ten features, each scoping to the next, as an app nests features ten deep.
struct Level1: Reducer {
  struct State: Equatable { var child = Level2.State() }
  @CasePathable enum Action { case child(Level2.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level2() } }
}

struct Level2: Reducer {
  struct State: Equatable { var child = Level3.State() }
  @CasePathable enum Action { case child(Level3.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level3() } }
}

struct Level3: Reducer {
  struct State: Equatable { var child = Level4.State() }
  @CasePathable enum Action { case child(Level4.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level4() } }
}

struct Level4: Reducer {
  struct State: Equatable { var child = Level5.State() }
  @CasePathable enum Action { case child(Level5.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level5() } }
}

struct Level5: Reducer {
  struct State: Equatable { var child = Level6.State() }
  @CasePathable enum Action { case child(Level6.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level6() } }
}

struct Level6: Reducer {
  struct State: Equatable { var child = Level7.State() }
  @CasePathable enum Action { case child(Level7.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level7() } }
}

struct Level7: Reducer {
  struct State: Equatable { var child = Level8.State() }
  @CasePathable enum Action { case child(Level8.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level8() } }
}

struct Level8: Reducer {
  struct State: Equatable { var child = Level9.State() }
  @CasePathable enum Action { case child(Level9.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level9() } }
}

struct Level9: Reducer {
  struct State: Equatable { var child = Level10.State() }
  @CasePathable enum Action { case child(Level10.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level10() } }
}

struct Level10: Reducer {
  struct State: Equatable { var child = Counter.State() }
  @CasePathable enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Counter() } }
}

/// Ten counters side by side, each scoped to its own case: an action for the last one passes
/// the nine before it, as an app's action passes its sibling features.
struct Siblings: Reducer {
  struct State: Equatable {
    var first = Counter.State(), second = Counter.State(), third = Counter.State()
    var fourth = Counter.State(), fifth = Counter.State(), sixth = Counter.State()
    var seventh = Counter.State(), eighth = Counter.State(), ninth = Counter.State()
    var tenth = Counter.State()
  }

  @CasePathable
  enum Action {
    case first(Counter.Action)
    case second(Counter.Action)
    case third(Counter.Action)
    case fourth(Counter.Action)
    case fifth(Counter.Action)
    case sixth(Counter.Action)
    case seventh(Counter.Action)
    case eighth(Counter.Action)
    case ninth(Counter.Action)
    case tenth(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Counter() }
    Scope(state: \.second, action: \.second) { Counter() }
    Scope(state: \.third, action: \.third) { Counter() }
    Scope(state: \.fourth, action: \.fourth) { Counter() }
    Scope(state: \.fifth, action: \.fifth) { Counter() }
    Scope(state: \.sixth, action: \.sixth) { Counter() }
    Scope(state: \.seventh, action: \.seventh) { Counter() }
    Scope(state: \.eighth, action: \.eighth) { Counter() }
    Scope(state: \.ninth, action: \.ninth) { Counter() }
    Scope(state: \.tenth, action: \.tenth) { Counter() }
  }
}

/// A row of a list with a toggle, for the `forEach` benchmarks.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var name: String
    var isChecked = false
  }

  @CasePathable
  enum Action: Equatable { case toggleKeyPressed }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isChecked.toggle()
    return .none
  }
}

/// A list of rows.
struct Rows: Reducer {
  struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> }

  @CasePathable
  enum Action: Equatable { case rows(IdentifiedActionOf<Row>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A counter presented with `@Presents`, for the presentation benchmark.
@Reducer
struct Presenter {
  struct State: Equatable { @Presents var counter: Counter.State? = Counter.State() }

  enum Action { case counter(PresentationAction<Counter.Action>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$counter, action: \.counter) { Counter() }
  }
}

/// A navigation stack of counters, for the stack benchmark.
@Reducer
struct Navigator {
  struct State: Equatable { var path: StackState<Counter.State> }

  enum Action { case path(StackActionOf<Counter>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Counter() }
  }
}
