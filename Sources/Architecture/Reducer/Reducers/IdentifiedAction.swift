/// An action for one element of a collection feature, identified by the element's id; the action
/// type a parent uses with `forEach(_:action:element:)`.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case items(IdentifiedActionOf<Item>)
/// }
///
/// store.send(.items(.element(id: item.id, action: .checkKeyPressed)))
/// // In tests, a case key path can reach into one element:
/// await store.receive(\.items[id: item.id].saved)
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with the given id.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``, including one per element id.
  ///
  /// ```swift
  /// let path: CaseKeyPath<IdentifiedActionOf<Item>, Item.Action> = \.[id: 1]
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``IdentifiedAction``.
  ///
  /// ```swift
  /// \IdentifiedActionOf<Item>.Cases.element  // (id:action:) of any element
  /// \IdentifiedActionOf<Item>.Cases[id: 1]   // the action of element 1
  /// ```
  public struct AllCasePaths: Sendable {
    /// A case path to the id and action of any element.
    ///
    /// ```swift
    /// let (id, action) = identifiedAction[case: \.element]!
    /// ```
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(embed: IdentifiedAction.embed, extract: IdentifiedAction.extract)
    }

    /// A case path to the action of the element with the given id.
    ///
    /// ```swift
    /// await store.receive(\.items[id: 1].saved)
    /// ```
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension IdentifiedAction {
  @Sendable
  fileprivate static func embed(_ element: (id: ID, action: Action)) -> Self {
    .element(id: element.id, action: element.action)
  }

  @Sendable
  fileprivate static func extract(_ action: Self) -> (id: ID, action: Action)? {
    guard case let .element(id, action) = action else { return nil }
    return (id, action)
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The ``IdentifiedAction`` of a feature whose state is `Identifiable`.
///
/// ```swift
/// case items(IdentifiedActionOf<Item>)
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
