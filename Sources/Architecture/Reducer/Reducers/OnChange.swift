extension Reducer {
  /// Runs `reducer` after this one whenever the value at `toValue` changed, with the old and the
  /// new value.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .onChange(of: \.items) { _, items in
  ///       Reduce { _, _ in .send(.saveRequested(items)) }
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch from state.
  ///   - reducer: Builds the reducer to run when the value changed.
  /// - Returns: A reducer running this reducer, then `reducer` when the value changed.
  @inlinable
  public func onChange<Value: Equatable, Change: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value)
      -> Change
  ) -> _OnChangeReducer<Self, Value, Change> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Calls `perform` after this reducer whenever the value at `toValue` changed, with the old
  /// value and the state to update; the effect it returns runs with this reducer's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.limit) { oldValue, state in
  ///     state.log.append("limit was \(oldValue)")
  ///     return .none
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch from state.
  ///   - perform: Updates the state and returns an effect when the value changed.
  /// - Returns: A reducer running this reducer, then `perform` when the value changed.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce(internal: { state, _ in perform(oldValue, &state) })
    }
  }

  /// Runs `reducer` after this one whenever the value at `toValue` changed, as decided by
  /// `isDuplicate`.
  ///
  /// ```swift
  /// .onChange(of: \.query, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { _, q in
  ///   Reduce { _, _ in .send(.search(q)) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch from state.
  ///   - isDuplicate: Whether two values count as the same.
  ///   - reducer: Builds the reducer to run when the value changed.
  /// - Returns: A reducer running this reducer, then `reducer` when the value changed.
  @inlinable
  public func onChange<Value, Change: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value)
      -> Change
  ) -> _OnChangeReducer<Self, Value, Change> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that reacts to a change of a value; built by
/// ``Reducer/onChange(of:_:)``.
///
/// ```swift
/// Reduce { _, _ in .none }
///   .onChange(of: \.count) { old, new in Reduce { _, _ in .none } }
/// ```
public struct _OnChangeReducer<Base: Reducer, Value, Change: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: BuiltReducer<Base>
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Change

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Change
  ) {
    self.base = BuiltReducer(base)
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then the change reducer if the value changed.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .incrementKeyPressed)
  /// ```
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffect = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return baseEffect }
    return baseEffect.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
