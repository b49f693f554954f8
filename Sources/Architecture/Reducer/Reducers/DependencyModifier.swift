extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.items, action: \.items) {
  ///     Items().dependency(\.uuid, .incrementing)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency.
  ///   - value: The value to use.
  /// - Returns: A reducer running this one with the dependency overridden.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Transforms a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature().transformDependency(\.numberFact) { numberFact in
  ///   numberFact.fetch = { "\($0) is a good number." }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the dependency.
  ///   - transform: Modifies the dependency in place.
  /// - Returns: A reducer running this one with the dependency transformed.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    return _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs its base with dependencies updated; built by
/// ``Reducer/dependency(_:_:)``.
///
/// ```swift
/// Feature().dependency(\.uuid, .incrementing)
/// ```
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: BuiltReducer<Base>
  @usableFromInline let update: (inout DependencyValues) -> Void

  /// Builds `base`'s body with the dependencies it runs with, so a body that reads one sees the
  /// value set here.
  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.init(built: withDependencies(update) { BuiltReducer(base) }, update: update)
  }

  @usableFromInline
  init(built base: BuiltReducer<Base>, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the base reducer with the updated dependencies; effects it creates keep them.
  ///
  /// ```swift
  /// _ = Feature().dependency(\.uuid, .incrementing).reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }

  /// Overrides another dependency without nesting another reducer.
  ///
  /// As in TCA, the override written closest to the reducer wins: in
  /// `Feature().dependency(\.uuid, a).dependency(\.uuid, b)` the feature sees `a`.
  ///
  /// ```swift
  /// Feature().dependency(\.uuid, .incrementing).dependency(\.date.now, .distantPast)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(built: self.base) {
      $0[keyPath: keyPath] = value
      update(&$0)
    }
  }

  /// Transforms another dependency without nesting another reducer.
  ///
  /// As with ``dependency(_:_:)``, the transformation written closest to the reducer runs last,
  /// so it wins.
  ///
  /// ```swift
  /// Feature().dependency(\.uuid, .incrementing).transformDependency(\.numberFact) {
  ///   $0.fetch = { "\($0) is a good number." }
  /// }
  /// ```
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let update = self.update
    return Self(built: self.base) {
      transform(&$0[keyPath: keyPath])
      update(&$0)
    }
  }
}
