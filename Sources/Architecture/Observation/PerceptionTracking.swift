import Observation

/// TCA's name for an observable type, from its back-port of Observation (Perception) to older
/// Apple platforms; here it is Observation's `Observable`.
///
/// ```swift
/// func track(_ model: some Perceptible) {}
/// ```
public typealias Perceptible = Observable

/// Runs `apply`, tracking the observable properties it reads, and calls `onChange` once, before
/// the first of them changes; TCA's back-port of `withObservationTracking`, which it calls here.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// store.send(.incrementKeyPressed)  // prints "count will change"
/// ```
///
/// - Parameters:
///   - apply: Reads the values to track.
///   - onChange: Called once, when a tracked value is about to change.
/// - Returns: What `apply` returned.
@discardableResult
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
