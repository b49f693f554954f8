import ConcurrencyExtras

/// The stores of the elements of an identified array, made as they are read and kept by id in
/// the store of the array (see `Store.scope(state:action:)` on an `IdentifiedArray`).
///
/// It lists the elements present when it was made, and is read on the main actor.
struct StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let elements: IdentifiedArray<ID, State>

  @MainActor
  init(_ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    self.elements = store.state
    // NB: the array's store keeps a store per element read; those of removed elements go when a
    // collection is made, so a long-lived list does not keep every element it ever showed.
    if store.children.count > self.elements.count {
      let ids = self.elements.ids
      store.children = store.children.filter { key, _ in
        guard case .element(let id) = key.kind else { return true }
        return (id.base as? ID).map(ids.contains) ?? false
      }
    }
  }

  var startIndex: Int { self.elements.startIndex }
  var endIndex: Int { self.elements.endIndex }

  // NB: `RandomAccessCollection` asks for a nonisolated subscript, and stores live on the main
  // actor; reading an element's store elsewhere traps, as in TCA.
  subscript(position: Int) -> Store<State, Action> {
    let id = self.elements.ids[position]
    let state = UncheckedSendable(self.elements[position])
    return MainActor.assumeIsolated { [store = self.store] in
      let toState: KeyPath<IdentifiedArray<ID, State>, State?> = \.[id: id]
      let toAction: CaseKeyPath<IdentifiedAction<ID, Action>, Action> = \.[id: id]
      return store.optionalChild(
        key: ScopeKey(state: toState, action: toAction, kind: .element(AnyHashable(id))),
        state: state.value,
        toState: toState,
        action: toAction
      )
    }
  }
}
