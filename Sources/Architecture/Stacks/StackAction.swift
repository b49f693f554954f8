/// The actions of a navigation stack: an element's own actions, a push, and a pop.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
///
/// case let .path(.element(id, .detail(.saveKeyPressed))):
///   state.path.pop(from: id)
///   return .none
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with identifier `id`.
  ///
  /// ```swift
  /// await store.send(.path(.element(id: 0, action: .detail(.saveKeyPressed))))
  /// ```
  indirect case element(id: StackElementID, action: Action)

  /// Removes the element with identifier `id` and every element above it, after the parent ran.
  ///
  /// ```swift
  /// await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
  /// ```
  case popFrom(id: StackElementID)

  /// Adds `state` on top under identifier `id` (the next one of the `stackElementID`
  /// dependency), before the parent runs.
  ///
  /// ```swift
  /// await store.send(.path(.push(id: 0, state: .detail(Detail.State())))) {
  ///   $0.path[id: 0] = .detail(Detail.State())
  /// }
  /// ```
  indirect case push(id: StackElementID, state: State)
}

/// A convenience for naming the stack actions of a reducer.
///
/// ```swift
/// case path(StackActionOf<Path>)
/// ```
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The case paths of ``StackAction``; `\.path[id: 0]` reaches one element's actions.
  ///
  /// ```swift
  /// await store.receive(\.path[id: 0].detail.saved)
  /// ```
  public struct AllCasePaths: Sendable {
    /// `\.element`.
    ///
    /// ```swift
    /// await store.receive(\.path.element)
    /// ```
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// `\.popFrom`.
    ///
    /// ```swift
    /// await store.receive(\.path.popFrom)
    /// ```
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// `\.push`.
    ///
    /// ```swift
    /// await store.receive(\.path.push)
    /// ```
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with identifier `id`.
    ///
    /// ```swift
    /// await store.receive(\.path[id: 1].detail.saved)
    /// ```
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of ``StackAction``.
  ///
  /// ```swift
  /// let pop = StackAction<Int, Int>.allCasePaths.popFrom
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
