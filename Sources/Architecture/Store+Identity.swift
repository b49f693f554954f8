/// A store is equal only to itself: two stores are the same feature running when they are the
/// same object, as in TCA, so stores can be kept in sets and told apart by `id`.
///
/// ```swift
/// let rows = Set(store.scope(state: \.rows, action: \.rows))
/// store.scope(state: \.child, action: \.child) == store.scope(state: \.child, action: \.child)
/// ```
extension Store: Equatable {
  /// Whether both are the same store.
  ///
  /// ```swift
  /// childStore == store.scope(state: \.child, action: \.child)  // true
  /// ```
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  /// Hashes the store's identity.
  ///
  /// ```swift
  /// var seen: Set<StoreOf<Row>> = []
  /// seen.insert(rowStore)
  /// ```
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}
