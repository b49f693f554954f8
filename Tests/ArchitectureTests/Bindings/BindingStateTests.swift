import Architecture
import Foundation
import Testing

@MainActor
struct BindingStateTests {
  @Test func aBindingToABindingStateWritesThroughItsProjection() async {
    await (LegacyBindings() as any LegacyBindingsProtocol).bindingWritesThroughProjection()
  }

  @Test func bindingActionsToBindingStateCompareAndMatch() {
    (LegacyBindings() as any LegacyBindingsProtocol).bindingActionsCompareAndMatch()
  }

  @Test func bindingStateIsItsValueWhenCodedAndDumped() throws {
    try (LegacyBindings() as any LegacyBindingsProtocol).bindingStateCodesAndDumpsAsItsValue()
  }
}

/// The deprecated `@BindingState` forms, reached through a protocol requirement so the test
/// target builds without deprecation warnings.
@MainActor
protocol LegacyBindingsProtocol {
  func bindingWritesThroughProjection() async
  func bindingActionsCompareAndMatch()
  func bindingStateCodesAndDumpsAsItsValue() throws
}

@MainActor
struct LegacyBindings: LegacyBindingsProtocol {
  @available(*, deprecated)
  @Reducer
  struct Login {
    struct State: Equatable {
      @BindingState var email = ""
      @BindingState var nested = Nested()
      var log: [String] = []

      struct Nested: Equatable { var field = "" }
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(.set(\.$nested, State.Nested(field: "special"))):
          state.log.append("special")
          return .none
        case .binding(\.$nested):
          state.log.append("nested \(state.nested.field)")
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @available(*, deprecated)
  func bindingWritesThroughProjection() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(.binding(.set(\.$email, "ada@example.com"))) {
      $0.email = "ada@example.com"
    }
    await store.send(.set(\.$nested, Login.State.Nested(field: "special"))) {
      $0.nested.field = "special"
      $0.log = ["special"]
    }
    await store.send(\.binding.$nested, Login.State.Nested(field: "x")) {
      $0.nested.field = "x"
      $0.log = ["special", "nested x"]
    }
  }

  @available(*, deprecated)
  func bindingActionsCompareAndMatch() {
    #expect(BindingAction<Login.State>.set(\.$email, "a") == .set(\.$email, "a"))
    #expect(BindingAction<Login.State>.set(\.$email, "a") != .set(\.$email, "b"))
    let action = Login.Action.binding(.set(\.$email, "a"))
    let email: String? = action[case: \.binding.$email]
    let nested: Login.State.Nested? = action[case: \.binding.$nested]
    #expect(email == "a")
    #expect(nested == nil)
    #expect(action.binding?.keyPath == \Login.State.$email)
  }

  @available(*, deprecated)
  func bindingStateCodesAndDumpsAsItsValue() throws {
    let state = BindingState(wrappedValue: 42)
    let data = try JSONEncoder().encode(state)
    #expect(String(decoding: data, as: UTF8.self) == "42")
    #expect(try JSONDecoder().decode(BindingState<Int>.self, from: data) == state)
    var output = ""
    customDump(Login.State(email: "ada"), to: &output)
    #expect(
      output == """
        LegacyBindings.Login.State(
          _email: "ada",
          _nested: LegacyBindings.Login.State.Nested(field: ""),
          log: []
        )
        """
    )
  }
}
