import Testing

@testable import Architecture

@MainActor
struct ReduceTests {
  /// TCA's own tests build reducers with `Reduce(internal:)`, reached with `@testable import`.
  @Test func theInternalInitializerIsTheClosureReducer() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool>(internal: { count, increment in
        count += increment ? 1 : -1
        return .none
      })
    }
    await store.send(true) { $0 = 1 }
    await store.send(false) { $0 = 0 }
  }
}
