/// A reducer defined by a closure, the building block of most feature bodies.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementKeyPressed:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that mutates state and returns an effect.
  ///
  /// ```swift
  /// Reduce<Int, Void> { count, _ in count += 1; return .none }
  /// ```
  ///
  /// - Parameter reduce: The reducer's logic.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// The same as ``init(_:)``, under the name TCA's own tests reach with `@testable import`,
  /// so that they port with only the import changed.
  init(internal reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Type-erases a reducer.
  ///
  /// ```swift
  /// let erased = Reduce(Counter())
  /// ```
  ///
  /// - Parameter reducer: The reducer to erase.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.init(BuiltReducer.reduceFunction(of: reducer))
  }

  /// Runs the closure.
  ///
  /// ```swift
  /// _ = Reduce<Int, Void> { _, _ in .none }.reduce(into: &count, action: ())
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }
}
