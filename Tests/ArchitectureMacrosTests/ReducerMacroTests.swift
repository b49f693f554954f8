import ArchitectureMacrosCore
import MacroTesting
import Testing

@Suite(.macros(["Reducer": ReducerMacro.self], indentationWidth: .spaces(2), record: .missing))
struct ReducerMacroTests {
  @Test func structAddsConformanceCasePathsAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State {
          var count = 0
        }
        enum Action {
          case incrementKeyPressed
        }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {
          var count = 0
        }
        @CasePathable
        enum Action {
          case incrementKeyPressed
        }
        @Architecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
        }
      }

      extension Counter: Architecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathsAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Root {
        enum State {
          case loggedIn(Int), loggedOut
        }
        @CasePathable enum Action {
          case tapped
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Root {
        @CasePathable @dynamicMemberLookup
        enum State {
          case loggedIn(Int), loggedOut
        }
        @CasePathable enum Action {
          case tapped
        }
        @Architecture.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      extension Root: Architecture.Reducer {
      }
      """
    }
  }

  @Test func existingConformanceAndBuilderAreKept() {
    assertMacro {
      """
      @Reducer
      public struct Feature: Reducer {
        public struct State {}
        public enum Action: CasePathable {}
        @ReducerBuilder<State, Action>
        public var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      public struct Feature: Reducer {
        public struct State {}
        public enum Action: CasePathable {}
        @ReducerBuilder<State, Action>
        public var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }

  @Test func emptyStructGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Empty {}
      """
    } expansion: {
      """
      struct Empty {

        @ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = Architecture.EmptyReducer<State, Action>()
      }

      extension Empty: Architecture.Reducer {
      }
      """
    }
  }

  @Test func aStructWithPropertiesButNoBodyStillGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Placeholder {
        let context: String
      }
      """
    } expansion: {
      """
      struct Placeholder {
        let context: String

        @ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = Architecture.EmptyReducer<State, Action>()
      }

      extension Placeholder: Architecture.Reducer {
      }
      """
    }
  }

  @Test func aBodyThatNamesItsDomainGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Unavailable {
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Unavailable {
        let body = EmptyReducer<State, Action>()
      }

      extension Unavailable: Architecture.Reducer {
      }
      """
    }
  }

  @Test func availabilityIsCopiedToTheExtension() {
    assertMacro {
      """
      @available(macOS 14, *)
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      @available(macOS 14, *)
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {}
        @Architecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      @available(macOS 14, *) extension Feature: Architecture.Reducer {
      }
      """
    }
  }

  @Test func reduceMethodIsDeprecated() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          return .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ ⚠️ 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
                ✏️ Use 'body' instead
          return .none
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      return .none
      }
      }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {
          case tapped
        }
        @Architecture.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      return .none
      }
      }
      }

      extension Feature: Architecture.Reducer {
      }
      """
    }
  }

  @Test func argumentsOnAStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
                  ✏️ Remove '(state: .equatable)'
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {}
        @Architecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: Architecture.Reducer {
      }
      """
    }
  }

  @Test func aClassIsAnError() {
    assertMacro {
      """
      @Reducer
      final class Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      final class Feature {}
      """
    }
  }

  @Test func enumOfFeatures() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case settings(Settings.Feature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case placeholder
        case note(String, Int)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        case settings(Settings.Feature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case placeholder
        case note(String, Int)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Architecture.CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case settings(Settings.Feature.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case placeholder
          case note(String, Int)
        }

        @CasePathable
        enum Action {
          case detail(Detail.Action)
          case settings(Settings.Feature.Action)
          case alert(Alert)
          case dialog(Dialog)
          case placeholder(Swift.Never)
          case note(Swift.Never)
        }

        typealias Body = Architecture.Reduce<Self.State, Self.Action>

        static var body: Architecture.Reduce<Self.State, Self.Action> {
          Architecture.Reduce(
            Architecture.CombineReducers<Self.State, Self.Action, _> {
              Architecture.Scope(
                state: \Self.State.Cases.detail,
                action: \Self.Action.Cases.detail
              ) {
                Detail()
              }
              Architecture.Scope(
                state: \Self.State.Cases.settings,
                action: \Self.Action.Cases.settings
              ) {
                Settings.Feature()
              }
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case detail(Architecture.StoreOf<Detail>)
          case settings(Architecture.StoreOf<Settings.Feature>)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case placeholder
          case note(String, Int)
          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, Architecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
            var settings: CasePaths.AnyCasePath<CaseScope, Architecture.StoreOf<Settings.Feature>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.settings,
                extract: {
                  guard case let .settings(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
            var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
            var dialog: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Dialog>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.dialog,
                extract: {
                  guard case let .dialog(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
            var placeholder: CasePaths.AnyCasePath<CaseScope, Void> {
              CasePaths.AnyCasePath(
                embed: {
                  CaseScope.placeholder
                },
                extract: {
                  guard case .placeholder = $0 else {
                    return nil
                  };
                  return ()
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .detail(state):
            return .detail(store._scopeCase(state, state: \.detail, action: \.detail))
          case let .settings(state):
            return .settings(store._scopeCase(state, state: \.settings, action: \.settings))
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          case .placeholder:
            return .placeholder
          case let .note(v0, v1):
            return .note(v0, v1)
          }
        }
      }

      extension Destination: Architecture.CaseReducer, Architecture.Reducer {
      }
      """#
    }
  }

  @Test func aCaseWithADefaultValueBuildsItsFeatureWithIt() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case greeting(Greeting = Greeting(name: "Ada"))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case greeting(Greeting = Greeting(name: "Ada"))

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Architecture.CaseReducerState {
          typealias StateReducer = Destination
          case greeting(Greeting.State)
        }

        @CasePathable
        enum Action {
          case greeting(Greeting.Action)
        }

        typealias Body = Architecture.Reduce<Self.State, Self.Action>

        static var body: Architecture.Reduce<Self.State, Self.Action> {
          Architecture.Reduce(
            Architecture.CombineReducers<Self.State, Self.Action, _> {
              Architecture.Scope(
                state: \Self.State.Cases.greeting,
                action: \Self.Action.Cases.greeting
              ) {
                Greeting(name: "Ada")
              }
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case greeting(Architecture.StoreOf<Greeting>)
          struct AllCasePaths {
            var greeting: CasePaths.AnyCasePath<CaseScope, Architecture.StoreOf<Greeting>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.greeting,
                extract: {
                  guard case let .greeting(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .greeting(state):
            return .greeting(store._scopeCase(state, state: \.greeting, action: \.greeting))
          }
        }
      }

      extension Destination: Architecture.CaseReducer, Architecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      public enum Path {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      public enum Path {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        public enum State: Architecture.CaseReducerState, Equatable, Sendable {
          public typealias StateReducer = Path
          case detail(Detail.State)
        }

        @CasePathable
        public enum Action: Equatable {
          case detail(Detail.Action)
        }

        public typealias Body = Architecture.Reduce<Self.State, Self.Action>

        public static var body: Architecture.Reduce<Self.State, Self.Action> {
          Architecture.Reduce(
            Architecture.CombineReducers<Self.State, Self.Action, _> {
              Architecture.Scope(
                state: \Self.State.Cases.detail,
                action: \Self.Action.Cases.detail
              ) {
                Detail()
              }
            }
          )
        }

        @dynamicMemberLookup
        public enum CaseScope: CasePaths.CasePathable {
          case detail(Architecture.StoreOf<Detail>)
          public struct AllCasePaths {
            public var detail: CasePaths.AnyCasePath<CaseScope, Architecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.detail,
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        public static func scope(_ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .detail(state):
            return .detail(store._scopeCase(state, state: \.detail, action: \.detail))
          }
        }
      }

      extension Path: Architecture.CaseReducer, Architecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithoutFeatures() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
      }
      """
    } expansion: {
      """
      enum Destination {
        case alert(AlertState<Alert>)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Architecture.CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
        }

        @CasePathable
        enum Action {
          case alert(Alert)
        }

        typealias Body = Architecture.EmptyReducer<Self.State, Self.Action>

        static var body: Architecture.EmptyReducer<Self.State, Self.Action> {
          Architecture.EmptyReducer<Self.State, Self.Action>()
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case alert(AlertState<Alert>)
          struct AllCasePaths {
            var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(
                embed: CaseScope.alert,
                extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  };
                  return v0
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: Architecture.CaseReducer, Architecture.Reducer {
      }
      """
    }
  }

  @Test func anEnumKeepsTheCaseScopeItDeclares() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)

        enum CaseScope {
          case detail(StoreOf<Detail>)
        }

        @MainActor static func scope(_ store: StoreOf<Destination>) -> CaseScope {
          .detail(store.scope(state: \\.detail, action: \\.detail)!)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

        enum CaseScope {
          case detail(StoreOf<Detail>)
        }

        @MainActor static func scope(_ store: StoreOf<Destination>) -> CaseScope {
          .detail(store.scope(state: \.detail, action: \.detail)!)
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Architecture.CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        enum Action {
          case detail(Detail.Action)
        }

        typealias Body = Architecture.Reduce<Self.State, Self.Action>

        static var body: Architecture.Reduce<Self.State, Self.Action> {
          Architecture.Reduce(
            Architecture.CombineReducers<Self.State, Self.Action, _> {
              Architecture.Scope(
                state: \Self.State.Cases.detail,
                action: \Self.Action.Cases.detail
              ) {
                Detail()
              }
            }
          )
        }
      }

      extension Destination: Architecture.CaseReducer, Architecture.Reducer {
      }
      """#
    }
  }

  @Test func aCaseOfLabelledValuesIsScopedWithItsLabels() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case note(_ text: String, count: Int)
      }
      """
    } expansion: {
      """
      enum Destination {
        case note(_ text: String, count: Int)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Architecture.CaseReducerState {
          typealias StateReducer = Destination
          case note(_ text: String, count: Int)
        }

        @CasePathable
        enum Action {
          case note(Swift.Never)
        }

        typealias Body = Architecture.EmptyReducer<Self.State, Self.Action>

        static var body: Architecture.EmptyReducer<Self.State, Self.Action> {
          Architecture.EmptyReducer<Self.State, Self.Action>()
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case note(_ text: String, count: Int)
          struct AllCasePaths {

          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .note(v0, v1):
            return .note(v0, count: v1)
          }
        }
      }

      extension Destination: Architecture.CaseReducer, Architecture.Reducer {
      }
      """
    }
  }
}
