extension Reducer {
  /// Runs a child reducer on optional child state while it is present, before this reducer.
  ///
  /// When this reducer sets the child state to `nil` (or replaces it with another identity), the
  /// child's in-flight effects are cancelled. The child's cancel identifiers are private to it.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .helpKeyPressed:
  ///       state.modal = Modal.State(message: "Help")
  ///       return .none
  ///     case .modal(.dismissKeyPressed):
  ///       state.modal = nil
  ///       return .none
  ///     case .modal:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.modal, action: \.modal) {
  ///     Modal()
  ///   }
  /// }
  /// ```
  ///
  /// An action for the child that arrives while its state is `nil` is reported as an issue.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional child state.
  ///   - toWrappedAction: A case key path to the child's actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(checkingTags: toWrappedAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs optional dialog state that has no logic of its own, such as an alert kept in a plain
  /// optional, and dismisses it after any of its actions.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional dialog state.
  ///   - toWrappedAction: A case key path to the dialog's actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running this reducer, then dismissing the dialog after its action.
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(checkingTags: toWrappedAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A parent reducer with an optional child; built by
/// ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
///
/// ```swift
/// Reduce { state, action in .none }
///   .ifLet(\.modal, action: \.modal) { Modal() }
/// ```
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let child: BuiltReducer<Child>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.child = BuiltReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the child (when its state is present), then the parent, then cancels the child's
  /// effects if the parent dismissed it. A dialog (`AlertState`, `ConfirmationDialogState`) the
  /// parent left in place is dismissed after its action.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .modal(.dismissKeyPressed))
  /// ```
  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffect = self.reduceChild(into: &state, action: action)
    let identityBefore = state[keyPath: self.toChildState].map { presentationIdentity(of: $0) }
    let parentEffect = self.parent.reduce(into: &state, action: action)
    guard let identityBefore else { return childEffect.merge(with: parentEffect) }
    let identityAfter = state[keyPath: self.toChildState].map { presentationIdentity(of: $0) }
    guard identityAfter != identityBefore else {
      if let childAction = self.toChildAction.extract(from: action),
        let child = state[keyPath: self.toChildState], isDialogAction(childAction, of: child)
      {
        state[keyPath: self.toChildState] = nil
      }
      return childEffect.merge(with: parentEffect)
    }
    let namespace = ChildNamespace(keyPath: self.toChildState, identity: identityBefore)
    return
      childEffect
      .merge(with: parentEffect)
      .merge(with: Effect(operation: .cancelNamespace(EffectID(namespace))))
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: self.toChildState] != nil else {
      self.reportAbsentChild(action: action)
      return .none
    }
    return self.reduceChild(
      into: &state[keyPath: self.toChildState],
      action: childAction
    )
  }

  @usableFromInline
  func reportAbsentChild(action: Parent.Action) {
    reportIssue(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
      when child state was "nil".

        Action:
      \(String(customDumping: action).indented(by: 4))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set child state to "nil" before this reducer ran. This reducer must \
      run before any other reducer sets child state to "nil". This ensures that child \
      reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when child state was "nil". While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect \
      before child state becomes "nil", especially if it is a long-living effect.

      This action was sent to the store while state was "nil". Make sure that actions for \
      this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
      applications, use "IfLetStore".
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }

  @inlinable
  func reduceChild(
    into childState: inout Child.State?, action childAction: Child.Action
  ) -> Effect<Parent.Action> {
    guard var wrapped = childState else { return .none }
    // NB: take the value out so the child mutates a uniquely referenced copy in place.
    childState = nil
    let namespace = ChildNamespace(
      keyPath: self.toChildState, identity: presentationIdentity(of: wrapped)
    )
    let effect = self.child.reduce(into: &wrapped, action: childAction)
    childState = wrapped
    guard !effect.isNone else { return .none }
    let toChildAction = self.toChildAction
    return Effect(
      operation: .namespace(EffectID(namespace), effect: effect.map { toChildAction.embed($0) })
    )
  }
}
