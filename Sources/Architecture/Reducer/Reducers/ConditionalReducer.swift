/// One of two reducers, chosen when the body is built; produced by `if`/`else` and `switch` in a
/// ``ReducerBuilder``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   if isEnabled { Counter() } else { EmptyReducer() }
/// }
/// ```
public enum _ConditionalReducer<First: Reducer, Second: Reducer<First.State, First.Action>>:
  Reducer
{
  /// The `if` branch.
  case first(First)
  /// The `else` branch.
  case second(Second)

  /// Runs the chosen branch.
  ///
  /// ```swift
  /// _ = conditional.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(first):
      return first.reduce(into: &state, action: action)
    case let .second(second):
      return second.reduce(into: &state, action: action)
    }
  }
}
