import Architecture
import Testing

@MainActor
struct StoreIdentityTests {
  typealias List = StoreCollectionScopeTests.List
  typealias Row = StoreCollectionScopeTests.Row

  @Test func aStoreIsEqualOnlyToItself() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1, name: "milk")])) {
      List()
    }
    let other = Store(initialState: List.State(rows: [Row.State(id: 1, name: "milk")])) {
      List()
    }
    #expect(store == store)
    #expect(store != other)
    #expect(store.id == ObjectIdentifier(store))
    let rows = Set(store.scope(state: \.rows, action: \.rows))
    #expect(rows.count == 1)
    #expect(rows.contains(Array(store.scope(state: \.rows, action: \.rows))[0]))
    #expect(!rows.contains(Array(other.scope(state: \.rows, action: \.rows))[0]))
  }
}
