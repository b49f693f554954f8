import Observation

/// A store of ``ObservableState`` is observed through the Observation machinery: reading
/// `store.state`, a property through `store.count`, or a scope inside `withObservationTracking`
/// (or ``withPerceptionTracking(_:onChange:)``) tracks what was read, and the first processed
/// ``Store/send(_:)`` that replaces the state or changes a property read calls `onChange`.
///
/// ```swift
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// store.send(.incrementKeyPressed)  // prints "count will change"
/// ```
///
/// A store of any other state is not tracked and costs nothing more: observe it with
/// `store.subscribe { … }`.
extension Store: Observable {}

extension Store {
  /// The state, for the key path that observers of the whole state are registered under.
  var currentState: State {
    self.core.state
  }

  /// Tells the tracking in progress, if any, that the state was read, when it is observable.
  func accessState() {
    self.observation?.registrar.access(self, keyPath: \.currentState)
  }
}

/// What a store of ``ObservableState`` keeps to be observed: its registrar, and the subscription
/// that tells observers of the whole state when a processed send gave it another identity.
///
/// Observers of single properties are told by the state's own registrar as the reducer writes
/// them; this one tells those that read the state (or a part of it) when it was replaced, as by
/// `state = State()` or a change of enum case.
@MainActor
final class StoreObservation {
  let registrar = ObservationRegistrar()
  private var subscription: StoreSubscription?

  /// The observation of `store`, or `nil` when its state is not ``ObservableState``.
  static func make<State, Action>(for store: Store<State, Action>) -> StoreObservation? {
    guard let stateType = State.self as? any ObservableState.Type else { return nil }
    func observe<Observed: ObservableState>(_: Observed.Type) -> StoreObservation {
      let observation = StoreObservation()
      observation.subscription = Self.subscribe(store: store, registrar: observation.registrar) {
        ($0 as? Observed)?._$id
      }
      return observation
    }
    return observe(stateType)
  }

  /// Tells observers of `store`'s whole state after each processed send that changed the state's
  /// identity.
  private static func subscribe<State, Action>(
    store: Store<State, Action>,
    registrar: ObservationRegistrar,
    id: @escaping (State) -> ObservableStateID?
  ) -> StoreSubscription {
    var lastID = id(store.core.state)
    // NB: the store is held weakly, as the root core's observers outlive a scoped store.
    return store.core.observe { [weak store] in
      guard let store, !store.core.isInvalid else { return }
      let newID = id(store.core.state)
      guard newID != lastID else { return }
      lastID = newID
      registrar.withMutation(of: store, keyPath: \.currentState) {}
    }
  }
}
