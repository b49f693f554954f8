/// Two reducers that run one after the other, merging their effects; built by
/// ``ReducerBuilder`` for consecutive reducers in a block.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   First()   // runs first
///   Second()  // then this one sees First's changes
/// }
/// ```
public struct _SequencedReducer<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let first: BuiltReducer<R0>
  @usableFromInline let second: BuiltReducer<R1>

  @inlinable
  init(first: R0, second: R1) {
    self.first = BuiltReducer(first)
    self.second = BuiltReducer(second)
  }

  /// Runs both reducers in order and merges their effects.
  ///
  /// ```swift
  /// _ = sequenced.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    self.first.reduce(into: &state, action: action)
      .merge(with: self.second.reduce(into: &state, action: action))
  }
}
