/// State whose properties a ``Store`` observer can track one by one: what `@ObservableState`
/// conforms a struct or an enum to. Conform through the macro, never by hand.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
/// }
///
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
public protocol ObservableState: Observable {
  /// The identity of this value: it stays while the value is mutated in place and changes when
  /// the value is replaced by another one, so observers of the property holding it hear only
  /// wholesale changes.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, before a mutation that may replace it.
  mutating func _$willModify()
}
