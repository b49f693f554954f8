/// Makes a struct a ``Reducer``: adds the conformance, `@CasePathable` to its `Action` enum (and
/// `@CasePathable @dynamicMemberLookup` to an enum `State`) and the ``ReducerBuilder`` to its
/// `body`; synthesizes an empty `State`, `Action` or `body` it does not declare.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementKeyPressed }
///   var body: some ReducerOf<Self> {
///     Reduce { state, _ in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases hold child features, it synthesizes `State` and `Action` enums with a
/// case per child and a static `body` that scopes to each; a case holding an `AlertState<A>` or a
/// `ConfirmationDialogState<A>` has the state `AlertState<A>` and the action `A`, and a case
/// without a feature keeps its values as state and has no actions:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case alert(AlertState<Alert>)
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(Body), named(CaseScope),
  named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ArchitectureMacros", type: "ReducerMacro")

/// `@Reducer` on an enum of child features, naming conformances for the synthesized `State` and
/// `Action` enums.
///
/// ```swift
/// @Reducer(state: .equatable, action: .equatable)
/// enum Destination { case detail(Detail) }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(Body), named(CaseScope),
  named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ArchitectureMacros", type: "ReducerMacro")

/// A conformance that `@Reducer(state:action:)` adds to a synthesized enum.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination { case detail(Detail) }
/// ```
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  ///
  /// ```swift
  /// @Reducer(state: .codable) enum Destination { case detail(Detail) }
  /// ```
  public static let codable = Self()
  /// `Decodable`.
  ///
  /// ```swift
  /// @Reducer(state: .decodable) enum Destination { case detail(Detail) }
  /// ```
  public static let decodable = Self()
  /// `Encodable`.
  ///
  /// ```swift
  /// @Reducer(state: .encodable) enum Destination { case detail(Detail) }
  /// ```
  public static let encodable = Self()
  /// `Equatable`.
  ///
  /// ```swift
  /// @Reducer(state: .equatable) enum Destination { case detail(Detail) }
  /// ```
  public static let equatable = Self()
  /// `Hashable`.
  ///
  /// ```swift
  /// @Reducer(state: .hashable) enum Destination { case detail(Detail) }
  /// ```
  public static let hashable = Self()
  /// `Sendable`.
  ///
  /// ```swift
  /// @Reducer(state: .sendable) enum Destination { case detail(Detail) }
  /// ```
  public static let sendable = Self()
}

/// Makes a struct or an enum observable state (``ObservableState``), so that what a view or any
/// code reads of a store inside `withObservationTracking` (or
/// ``withPerceptionTracking(_:onChange:)``) is tracked property by property.
///
/// On a struct, each stored `var` becomes tracked (``ObservationStateTracked()``) unless it is
/// marked ``ObservationStateIgnored()``, presented with ``Presents()`` (which tracks itself) or
/// wrapped (`@Shared`); writing a different value notifies the observers of that property only,
/// and mutating a child state in place notifies only the observers of the child's properties.
/// Replacing a child state (a new value, even a copy) notifies the observers of the property
/// holding it. On an enum, the case and its payload's identity make the value's identity, so a
/// change of case notifies those that read the enum.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int] = []
/// }
///
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
///
/// A store whose state is not `@ObservableState` is not tracked at all; observe it with
/// `store.subscribe { … }`, as this repository's terminal views do.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ArchitectureMacros", type: "ObservableStateMacro")

/// A stored property of `@ObservableState` state that reports its reads and writes; the macro
/// puts it on every property it tracks, so it is rarely written by hand.
///
/// ```swift
/// @ObservationStateTracked var count = 0
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Presented child state: `@Presents var destination: Destination.State?` is kept in a
/// ``PresentationState`` and projected as `$destination`, the path that
/// `ifLet(_:action:destination:)` takes. The memberwise
/// initializer still takes the optional, as in TCA. In `@ObservableState` state it is tracked:
/// presenting, dismissing or replacing the child notifies those that read it, mutating the
/// presented child in place notifies only the observers of the child's properties.
///
/// ```swift
/// struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
///
/// let state = State(alert: nil)
/// // in the body:
/// .ifLet(\.$alert, action: \.alert)
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ArchitectureMacros", type: "PresentsMacro")

/// Keeps a property of `@ObservableState` state out of observation: writing it notifies no one.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int] = []
/// ```
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Accepted on a case of a `@Reducer` enum whose value is a dialog; `@Reducer` already treats
/// `AlertState` and `ConfirmationDialogState` cases so.
///
/// ```swift
/// @ReducerCaseEphemeral case alert(AlertState<Alert>)
/// ```
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Accepted on a case of a `@Reducer` enum that holds no feature; `@Reducer` already treats a
/// case without a single feature value so.
///
/// ```swift
/// @ReducerCaseIgnored case placeholder
/// ```
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ArchitectureMacros", type: "ReducerCaseMarkerMacro")
