/// The engine behind a ``Store``: the root core owns state and runs effects; scoped cores are
/// views onto it.
@MainActor
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state.
  var state: State { get }

  /// Calls `body` with the current state, without copying what this core owns: a copy retains
  /// every reference the state holds, and releases them again.
  ///
  /// NB: `body` must not send; the state is being read.
  func withState<R>(_ body: (State) -> R) -> R

  /// Whether the state this core views is gone, as a dismissed optional child's is.
  var isInvalid: Bool { get }

  /// Whether a store of this core may keep the stores scoped from it and give them again: not
  /// at or below a deprecated closure scope, whose functions cannot say which child is which.
  var canCacheChildren: Bool { get }

  /// Sends an action; returns a task for the effects it started, if any.
  func send(_ action: Action) -> Task<Void, Never>?

  /// Calls `observer` once after each processed send, until the subscription is cancelled.
  func observe(_ observer: @escaping @MainActor () -> Void) -> StoreSubscription

  /// A core for a part of this core's domain.
  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any Core<ChildState, ChildAction>
}
