extension Reducer {
  /// Runs a child reducer while the parent's enum state is in one case, before this reducer;
  /// cancels the child's effects when the state leaves that case.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in .none }
  ///     .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// }
  /// ```
  ///
  /// A child action that arrives while the state is in another case is reported as an issue.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path to the child's state.
  ///   - toCaseAction: A case key path to the child's actions.
  ///   - case: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(checkingTags: toCaseState),
      toChildAction: AnyCasePath(checkingTags: toCaseAction),
      namespaceKey: toCaseState,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A parent reducer with a child for one case of its enum state; built by
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
///
/// ```swift
/// Reduce { state, action in .none }
///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
/// ```
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let child: BuiltReducer<Child>
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let namespaceKey: AnyKeyPath
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    namespaceKey: AnyKeyPath,
    location: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.child = BuiltReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.namespaceKey = namespaceKey
    self.location = location
  }

  /// Runs the child on its case, then the parent; cancels the child's effects if the state left
  /// the case (or holds another identity).
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .loggedIn(.logoutKeyPressed))
  /// ```
  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffect = self.reduceChild(into: &state, action: action)
    let identityBefore = self.toChildState.extract(from: state).map { presentedIdentity(of: $0) }
    let parentEffect = self.parent.reduce(into: &state, action: action)
    guard let identityBefore else { return childEffect.merge(with: parentEffect) }
    let identityAfter = self.toChildState.extract(from: state).map { presentedIdentity(of: $0) }
    guard identityAfter != identityBefore else { return childEffect.merge(with: parentEffect) }
    let namespace = ChildNamespace(keyPath: self.namespaceKey, identity: identityBefore)
    return
      childEffect
      .merge(with: parentEffect)
      .merge(with: Effect(operation: .cancelNamespace(EffectID(namespace))))
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      self.reportWrongCase(action: action, state: state)
      return .none
    }
    let identity = presentedIdentity(of: childState)
    let effect = self.child.reduce(into: &childState, action: childAction)
    state = self.toChildState.embed(childState)
    guard !effect.isNone else { return .none }
    let toChildAction = self.toChildAction
    let namespace = ChildNamespace(keyPath: self.namespaceKey, identity: identity)
    return Effect(
      operation: .namespace(EffectID(namespace), effect: effect.map { toChildAction.embed($0) })
    )
  }

  @usableFromInline
  func reportWrongCase(action: Parent.Action, state: Parent.State) {
    reportIssue(
      """
      An "ifCaseLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
      when child state was set to a different case.

        Action:
      \(String(customDumping: action).indented(by: 4))
        State:
      \(String(customDumping: state).indented(by: 4))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set "\(typeName(Parent.State.self))" to a different case before this \
      reducer ran. This reducer must run before any other reducer sets child state to a \
      different case. This ensures that child reducers can handle their actions while their \
      state is still available.

      \(otherCaseReasons)
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}
