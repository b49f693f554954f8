/// A result builder that combines reducers into a single reducer that runs them in order.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) { Counter() }
///   if isLoggingEnabled { Reduce { _, _ in .none } }
///   Reduce { state, action in .none }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Combines the reducers of a `for` loop.
  ///
  /// ```swift
  /// for _ in 1...3 { Reduce { state, _ in state += 1; return .none } }
  /// ```
  @inlinable
  public static func buildArray(
    _ reducers: [some Reducer<State, Action>]
  ) -> some Reducer<State, Action> {
    _ReducerArray(reducers: reducers)
  }

  /// An empty body is an ``EmptyReducer``.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {}
  /// ```
  @inlinable
  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  /// A single reducer is itself.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> { Counter() }
  /// ```
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// ```swift
  /// if isEnabled { Counter() } else { EmptyReducer() }
  /// ```
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _ConditionalReducer<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// ```swift
  /// if isEnabled { Counter() } else { EmptyReducer() }
  /// ```
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _ConditionalReducer<R0, R1> {
    .second(reducer)
  }

  /// Lets the builder infer `State` and `Action` for closures such as ``Reduce``.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  /// ```
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// Wraps an existential reducer so it can take part in a builder.
  ///
  /// ```swift
  /// let logging: any Reducer<State, Action> = Logging()
  /// var body: some ReducerOf<Self> { logging }
  /// ```
  @inlinable
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// The final reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> { Counter() }
  /// ```
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer behind `if #available`.
  ///
  /// ```swift
  /// if #available(macOS 14, *) { Counter() }
  /// ```
  @inlinable
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// A reducer behind an `if` without `else`; it does nothing when the condition is false.
  ///
  /// ```swift
  /// if isEnabled { Counter() }
  /// ```
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a block.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> { First(); Second() }
  /// ```
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Appends a reducer to the reducers before it in a block; they run in order.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> { First(); Second() }
  /// ```
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _SequencedReducer<R0, R1> {
    _SequencedReducer(first: accumulated, second: next)
  }
}
