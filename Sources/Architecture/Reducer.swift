/// A type that evolves the state of a feature in response to actions, and returns the effects
/// that feed further actions back into the system.
///
/// Conform by implementing either ``reduce(into:action:)`` or ``body``, never both:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   @CasePathable enum Action { case incrementKeyPressed }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementKeyPressed:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer reacts to.
  associatedtype Action

  /// The type of the reducer's ``body``, or `Never` when it implements ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run afterwards.
  ///
  /// ```swift
  /// func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///   state.count += 1
  ///   return .none
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to react to.
  /// - Returns: An effect that may feed more actions back into the store.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic composed from other reducers.
  ///
  /// It is built once, when the store (or the reducer holding this one) is created, not on every
  /// action: make it a function of the reducer's properties and dependencies only.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.counter, action: \.counter) { Counter() }
  ///   Reduce { state, action in .none }
  /// }
  /// ```
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reducer's ``body``, built, as a function; `nil` for a reducer that implements
  /// ``reduce(into:action:)``.
  ///
  /// Stores and the reducers that hold other reducers call it once, when they are created, so a
  /// body is built once rather than on every action. It is specialized for each conforming type,
  /// so the function runs specialized code. Do not implement it.
  func _builtBody() -> ((inout State, Action) -> Effect<Action>)?
}

/// A convenience for naming a reducer by the feature that owns its state and actions.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A non-existent body for reducers that implement ``reduce(into:action:)`` directly.
  ///
  /// ```swift
  /// struct Feature: Reducer {
  ///   func reduce(into state: inout Int, action: Void) -> Effect<Void> { .none }
  /// }
  /// ```
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """
    )
  }
}

extension Reducer {
  /// No body to build: the reducer implements ``reduce(into:action:)``.
  @inlinable
  public func _builtBody() -> ((inout State, Action) -> Effect<Action>)? {
    nil
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Builds the body once; the function runs it, or its own built body. A feature that contains
  /// itself (one that presents itself) is not built again inside its own body: that inner copy
  /// builds its body when it runs.
  @inlinable
  public func _builtBody() -> ((inout State, Action) -> Effect<Action>)? {
    BodyBuilding.unlessBuilding(Self.self) {
      let body = self.body
      return body._builtBody() ?? { body.reduce(into: &$0, action: $1) }
    }
  }

  /// Runs the reducer's ``body``.
  ///
  /// ```swift
  /// let effect = Counter().reduce(into: &state, action: .incrementKeyPressed)
  /// ```
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}
