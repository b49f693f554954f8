// The forms TCA 1.25 still ships for older code, case paths written `/Action.child`: they compile
// with a deprecation warning that names the modern form.

extension Scope {
  /// Runs `child` on the state at `toChildState` for the actions of an `/Action.child` case path.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: /Action.counter) { Counter() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's.
  ///   - toChildAction: A case path from parent actions to the child's.
  ///   - child: The child reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.child'")
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = toChildAction
    self.child = BuiltReducer(child())
    self.fileID = #fileID
    self.filePath = #filePath
    self.line = #line
    self.column = #column
  }

  /// Runs `child` while the parent's enum state is in the case of an `/State.child` case path.
  ///
  /// ```swift
  /// Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A case path from parent state to the child's.
  ///   - toChildAction: A case path from parent actions to the child's.
  ///   - child: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  @available(*, deprecated, message: "Use case key paths: 'state: \\.child, action: \\.child'")
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(toChildState)
    self.toChildAction = toChildAction
    self.child = BuiltReducer(child())
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

extension Reducer {
  /// Runs a child on optional state for the actions of an `/Action.child` case path.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.modal, action: /Action.modal) { Modal() }
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional child state.
  ///   - toWrappedAction: A case path to the child's actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.child'")
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
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
      toChildAction: toWrappedAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a child for the actions of an `/Action.destination` case path.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the child's presentation state.
  ///   - toPresentationAction: A case path to the child's presentation actions.
  ///   - destination: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.destination'")
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs optional dialog state kept in a plain optional for the actions of an `/Action.alert`
  /// case path, and dismisses it after any of its actions.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.alert, action: /Action.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional dialog state.
  ///   - toWrappedAction: A case path to the dialog's actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running this reducer, then dismissing the dialog after its action.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.alert'")
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a dialog with no logic of its own for the actions of an `/Action.alert` case path,
  /// and dismisses it on `.dismiss` or after any of its actions.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.$alert, action: /Action.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the dialog's presentation state.
  ///   - toPresentationAction: A case path to the dialog's presentation actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer dismissing the dialog after this reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.alert'")
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a child for one case of enum state, with `/State.child` and `/Action.child` case
  /// paths.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: A case path to the child's state.
  ///   - toCaseAction: A case path to the child's actions.
  ///   - case: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @available(*, deprecated, message: "Use case key paths: '.ifCaseLet(\\.child, action: \\.child)'")
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
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
      toChildState: toCaseState,
      toChildAction: toCaseAction,
      namespaceKey: \Case.State.self,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
