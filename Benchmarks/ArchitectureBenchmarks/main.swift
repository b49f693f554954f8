import Architecture

/// Sends `count` actions through `send` and returns how many it processed per second.
@MainActor
func throughput(count: Int, _ send: (Int) -> Void) -> Double {
  let elapsed = ContinuousClock().measure {
    for index in 0..<count { send(index) }
  }
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Double(count) / seconds
}

/// The best of a few runs, so one preempted run on a shared machine does not skew the result.
@MainActor
func best(of runs: Int = 3, count: Int, _ send: (Int) -> Void) -> Double {
  (0..<runs).map { _ in throughput(count: count, send) }.max() ?? 0
}

@MainActor
func rowsStore(count: Int) -> Store<Rows.State, Rows.Action> {
  let rows = (0..<count).map { Row.State(id: $0, name: "item \($0)") }
  return Store(initialState: Rows.State(rows: IdentifiedArray(uniqueElements: rows))) { Rows() }
}

/// A store scoped ten levels deep into `store`.
@MainActor
func leaf(of store: Store<Level1.State, Level1.Action>) -> Store<Counter.State, Counter.Action> {
  store
    .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
}

let root = Store(initialState: Counter.State()) { Counter() }
let rootRate = best(count: 2_000_000) { _ in root.send(.incrementKeyPressed) }

// The root handles the nested action itself: only the scoped store's cost is measured.
let flat = Store(initialState: Level1.State()) {
  Reduce<Level1.State, Level1.Action> { state, _ in
    state.child.child.child.child.child.child.child.child.child.child.count += 1
    return .none
  }
}
let flatLeaf = leaf(of: flat)
let scopedStoreRate = best(count: 500_000) { _ in flatLeaf.send(.incrementKeyPressed) }

let nested = Store(initialState: Level1.State()) { Level1() }
let nestedLeaf = leaf(of: nested)
let nestedRate = best(count: 50_000) { _ in nestedLeaf.send(.incrementKeyPressed) }

let siblings = Store(initialState: Siblings.State()) { Siblings() }
let siblingRate = best(count: 500_000) { _ in siblings.send(.tenth(.incrementKeyPressed)) }

let small = rowsStore(count: 1_000)
let smallRate = best(count: 200_000) { index in
  small.send(.rows(.element(id: index % 1_000, action: .toggleKeyPressed)))
}
let large = rowsStore(count: 100_000)
let largeRate = best(count: 200_000) { index in
  large.send(.rows(.element(id: (index &* 7_919) % 100_000, action: .toggleKeyPressed)))
}

let presenter = Store(initialState: Presenter.State()) { Presenter() }
let presentedRate = best(count: 500_000) { _ in
  presenter.send(.counter(.presented(.incrementKeyPressed)))
}
let navigator = Store(
  initialState: Navigator.State(path: StackState(Array(repeating: Counter.State(), count: 100)))
) {
  Navigator()
}
let stackIDs = Array(navigator.state.path.ids)
let stackRate = best(count: 500_000) { index in
  navigator.send(.path(.element(id: stackIDs[index % 100], action: .incrementKeyPressed)))
}

precondition(root.state.count == 3 * 2_000_000, "every root send is processed")
precondition(flatLeaf.state.count == 3 * 500_000, "every scoped send is processed")
precondition(nestedLeaf.state.count == 3 * 50_000, "every nested send is processed")
precondition(siblings.state.tenth.count == 3 * 500_000, "every sibling send is processed")
precondition(presenter.state.counter?.count == 3 * 500_000, "every presented send is processed")
precondition(
  navigator.state.path.map(\.count).reduce(0, +) == 3 * 500_000, "every stack send is processed"
)

func row(_ name: String, _ rate: Double) -> String {
  let name = name.padding(toLength: 44, withPad: " ", startingAt: 0)
  let rate = String(Int(rate.rounded()))
  return "| \(name) | \(String(repeating: " ", count: max(0, 11 - rate.count)))\(rate) |"
}

print("| Benchmark (best of 3)                        |   actions/s |")
print("|----------------------------------------------|-------------|")
print(row("root send", rootRate))
print(row("send through a store scoped 10 levels deep", scopedStoreRate))
print(row("send through 10 nested Scope reducers", nestedRate))
print(row("an action past 9 sibling Scope reducers", siblingRate))
print(row("forEach element action, 1,000 elements", smallRate))
print(row("forEach element action, 100,000 elements", largeRate))
print(row("presented child action (@Presents, ifLet)", presentedRate))
print(row("stack element action, 100 elements", stackRate))
print("")
print("100,000 elements take \((smallRate / largeRate * 100).rounded() / 100)x the time of 1,000.")
