import Architecture
import Foundation
import Testing

@MainActor
struct DependencyModifierTests {
  struct Stamper: Reducer {
    struct State: Equatable { var stamps: [UUID] = [] }

    @CasePathable
    enum Action: Equatable { case stampKeyPressed, stampLaterKeyPressed, stamped(UUID) }

    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .stampKeyPressed:
        state.stamps.append(self.uuid())
        return .none
      case .stampLaterKeyPressed:
        return .run { send in
          @Dependency(\.uuid) var uuid
          await send(.stamped(uuid()))
        }
      case let .stamped(id):
        state.stamps.append(id)
        return .none
      }
    }
  }

  @Test func aReducerDependencyOverridesTheStores() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .constant(UUID(0)))
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.stampKeyPressed) { $0.stamps = [UUID(0)] }
  }

  @Test func theOverrideClosestToTheReducerWinsAsInTCA() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
        .dependency(\.uuid, .constant(UUID(0)))
        .dependency(\.uuid, .constant(UUID(2)))
        .transformDependency(\.uuid) { $0 = .constant(UUID(3)) }
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.stampKeyPressed) { $0.stamps = [UUID(0)] }
  }

  @Test func effectsKeepTheDependenciesTheyWereCreatedWith() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().dependency(\.uuid, .incrementing)
    }
    await store.send(.stampLaterKeyPressed)
    await store.receive(\.stamped) { $0.stamps = [UUID(0)] }
  }

  @Test func testStoreDependenciesCanChangeMidTest() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.stampKeyPressed) { $0.stamps = [UUID(1)] }
    store.dependencies.uuid = .constant(UUID(2))
    await store.send(.stampKeyPressed) { $0.stamps = [UUID(1), UUID(2)] }
  }

  @Test func theStoreCapturesItsDependenciesForReducersAndEffects() async {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    store.send(.stampKeyPressed)
    await store.send(.stampLaterKeyPressed).finish()
    #expect(store.state.stamps == [UUID(7), UUID(7)])
  }

  @Test func transformDependencyEditsTheCurrentValue() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().transformDependency(\.uuid) { $0 = .constant(UUID(3)) }
    }
    await store.send(.stampKeyPressed) { $0.stamps = [UUID(3)] }
  }

  @Test func stackedOverridesAndTransformsFuseIntoOneReducer() {
    let reducer = Stamper()
      .transformDependency(\.uuid) { $0 = .constant(UUID(3)) }
      .dependency(\.uuid, .constant(UUID(2)))
      .transformDependency(\.uuid) { $0 = .constant(UUID(4)) }
    #expect(type(of: reducer) == _DependencyKeyWritingReducer<Stamper>.self)
  }
}
