/// A reducer that does nothing: it leaves state alone and returns no effect.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   EmptyReducer()
/// }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  ///
  /// ```swift
  /// let reducer = EmptyReducer<Int, Void>()
  /// ```
  @inlinable
  public init() {}

  /// Returns ``Effect/none`` without touching state.
  ///
  /// ```swift
  /// _ = EmptyReducer<Int, Void>().reduce(into: &count, action: ())
  /// ```
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
