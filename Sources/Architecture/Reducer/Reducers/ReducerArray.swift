/// Reducers produced by a `for` loop in a ``ReducerBuilder``, run in order.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   for reducer in plugins { reducer }
/// }
/// ```
public struct _ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [BuiltReducer<Element>]

  @inlinable
  init(reducers: [Element]) {
    self.reducers = reducers.map { BuiltReducer($0) }
  }

  /// Runs every reducer in order and merges their effects.
  ///
  /// ```swift
  /// _ = array.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    self.reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}
