import Architecture
import IssueCapture
import Testing

/// A store below a deprecated closure scope keeps no child stores, and scoping from it to an
/// optional child or a collection reports so in TCA's words; a store names its feature.
@MainActor
struct StoreUncachedScopeTests {
  @Reducer
  struct Sheet {
    struct State: Equatable, Identifiable { var id = 0 }
    enum Action: Equatable { case tapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Screen {
    struct State: Equatable {
      var sheet: Sheet.State? = Sheet.State()
      var rows: IdentifiedArray<Int, Sheet.State> = [Sheet.State(id: 1)]
    }
    enum Action: Equatable {
      case sheet(Sheet.Action)
      case rows(IdentifiedAction<Int, Sheet.Action>)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Test func scopingToAnOptionalChildFromAnUncachedStoreReportsItAndKeepsNoChild() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let uncached = (UncachedScoping() as any UncachedScopingProtocol).identity(store)
    var first: Store<Sheet.State, Sheet.Action>?
    var second: Store<Sheet.State, Sheet.Action>?
    let issues = captureIssues {
      first = uncached.scope(state: \.sheet, action: \.sheet)
      second = uncached.scope(state: \.sheet, action: \.sheet)
    }
    #expect(issues.map(\.message) == [Self.uncachedMessage, Self.uncachedMessage])
    #expect(first != nil && second != nil && first !== second)
  }

  @Test func scopingToACollectionFromAnUncachedStoreReportsIt() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let uncached = (UncachedScoping() as any UncachedScopingProtocol).identity(store)
    let issues = captureIssues {
      #expect(Array(uncached.scope(state: \.rows, action: \.rows)).map(\.id) == [1])
    }
    #expect(issues.map(\.message) == [Self.uncachedMessage])
  }

  @Test func scopingFromAKeyPathScopeReportsNothingAndKeepsTheChild() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let issues = captureIssues {
      let cached = store.scope(state: \.self, action: \.self)
      let sheet = cached.scope(state: \.sheet, action: \.sheet)
      #expect(sheet === cached.scope(\.sheet, action: \.sheet))
      _ = Array(cached.scope(state: \.rows, action: \.rows))
    }
    #expect(issues == [])
  }

  @Test func aStoreNamesItsFeature() {
    func name<State, Action>(_ initialState: State, _: Action.Type) -> String {
      "\(Store(initialState: initialState) { EmptyReducer<State, Action>() })"
    }
    #expect(name(Screen.State(), Screen.Action.self) == "StoreOf<StoreUncachedScopeTests.Screen>")
    #expect(
      name(Sheet.State?.none, Sheet.Action.self) == "StoreOf<StoreUncachedScopeTests.Sheet?>"
    )
    #expect(
      name(IdentifiedArray<Int, Sheet.State>(), IdentifiedAction<Int, Sheet.Action>.self)
        == "IdentifiedStoreOf<StoreUncachedScopeTests.Sheet>"
    )
    #expect(
      name(PresentationState<Sheet.State>(wrappedValue: nil), PresentationAction<Sheet.Action>.self)
        == "PresentationStoreOf<StoreUncachedScopeTests.Sheet>"
    )
    #expect(
      name(StackState<Sheet.State>(), StackAction<Sheet.State, Sheet.Action>.self)
        == "StackStoreOf<StoreUncachedScopeTests.Sheet>"
    )
    #expect(name([Int?](), [String: Int].self) == "Store<[Int?], [String: Int]>")
  }

  static let uncachedMessage = """
    Scoping from uncached 'StoreOf<StoreUncachedScopeTests.Screen>' is not compatible with \
    observation.

    This can happen for one of two reasons:

    1. A parent view scopes on a store using transform functions, which has been deprecated, \
    instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
    scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/\
    documentation/composablearchitecture/migratingto1.5

    2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
    'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
    bindings. Read the migration guide for 1.7 to update those APIs: \
    https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/\
    composablearchitecture/migratingto1.7
    """
}

/// The deprecated closure `scope`, called through a protocol requirement so the target builds
/// without deprecation warnings.
@MainActor
protocol UncachedScopingProtocol {
  func identity(
    _ store: StoreOf<StoreUncachedScopeTests.Screen>
  ) -> StoreOf<StoreUncachedScopeTests.Screen>
}

@MainActor
struct UncachedScoping: UncachedScopingProtocol {
  @available(*, deprecated)
  func identity(
    _ store: StoreOf<StoreUncachedScopeTests.Screen>
  ) -> StoreOf<StoreUncachedScopeTests.Screen> {
    store.scope(state: { $0 }, action: { $0 })
  }
}
