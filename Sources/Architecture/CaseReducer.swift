/// A reducer declared as an enum of child features with `@Reducer`; its logic is a static
/// ``body`` that scopes to each case.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
/// }
///
/// // in the parent:
/// .ifLet(\.$destination, action: \.destination)
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self, Body: Reducer<State, Action> {
  /// The reducer that scopes to each case, synthesized by `@Reducer`.
  ///
  /// ```swift
  /// Scope(state: \.destination, action: \.destination) { Destination.body }
  /// ```
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The enum of stores, one case per case of the reducer enum, that ``Store/case`` gives;
  /// synthesized by `@Reducer`.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .detail(detailStore): detailStore.send(.saveKeyPressed)
  /// case let .alert(alert): print(alert.title)
  /// }
  /// ```
  associatedtype CaseScope

  /// The store of the case `store`'s state is in, as a ``CaseScope``; synthesized by `@Reducer`.
  ///
  /// ```swift
  /// let scoped = Destination.scope(destinationStore)
  /// ```
  ///
  /// - Parameter store: A store of this reducer enum's state.
  /// - Returns: The case's store (or, for a case without a feature, its values).
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static ``CaseReducer/body``, so the enum runs as any reducer.
  ///
  /// ```swift
  /// let effect = Destination.body.reduce(into: &state, action: action)
  /// ```
  public var body: Body {
    Self.body
  }
}

/// The `State` of a `@Reducer` enum: it knows its reducer, so `.ifLet` needs no child reducer.
///
/// ```swift
/// Reduce { state, action in .none }
///   .ifLet(\.$destination, action: \.destination)
/// ```
public protocol CaseReducerState {
  /// The `@Reducer` enum this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
