/// The actions of a presented feature, plus the parent's request to dismiss it.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
///
/// case .destination(.presented(.detail(.saveKeyPressed))):
///   state.destination = nil
///   return .none
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the presented feature; `.ifLet` sets its state to `nil` after the parent ran.
  ///
  /// ```swift
  /// await store.send(.destination(.dismiss)) { $0.destination = nil }
  /// ```
  case dismiss

  /// An action of the presented feature.
  ///
  /// ```swift
  /// await store.send(.destination(.presented(.detail(.saveKeyPressed))))
  /// ```
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of ``PresentationAction``: `\.dismiss` and `\.presented`, and the presented
  /// action's own cases directly, as in `\.destination.detail`.
  ///
  /// ```swift
  /// await store.receive(\.destination.presented.detail.saved)
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// `\.dismiss`.
    ///
    /// ```swift
    /// await store.receive(\.alert.dismiss)
    /// ```
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// `\.presented`.
    ///
    /// ```swift
    /// await store.receive(\.alert.presented)
    /// ```
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the presented action, skipping `.presented`.
    ///
    /// ```swift
    /// await store.send(\.destination.detail.saveKeyPressed)
    /// ```
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      self.presented(Action.allCasePaths[keyPath: keyPath])
    }

    func presented<Appended>(
      _ appended: AnyCasePath<Action, Appended>
    ) -> AnyCasePath<PresentationAction, Appended> {
      AnyCasePath(
        embed: { .presented(appended.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return appended.extract(from: action)
        }
      )
    }
  }

  /// The case paths of ``PresentationAction``.
  ///
  /// ```swift
  /// let dismiss = PresentationAction<Int>.allCasePaths.dismiss
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
