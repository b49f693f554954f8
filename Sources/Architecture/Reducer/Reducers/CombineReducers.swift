/// Groups reducers into one so that operators such as `ifLet` apply to all of them at once.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.counter, action: \.counter) { Counter() }
///     Reduce { state, action in .none }
///   }
///   .ifLet(\.modal, action: \.modal) { Modal() }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: BuiltReducer<Reducers>

  /// Combines the reducers built by `build`, running them in order.
  ///
  /// ```swift
  /// CombineReducers { First(); Second() }
  /// ```
  ///
  /// - Parameter build: The reducers to combine.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = BuiltReducer(build())
  }

  /// Runs the combined reducers in order.
  ///
  /// ```swift
  /// _ = combined.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reducers.reduce(into: &state, action: action)
  }
}
