/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in
///     // The parent's logic, which sees the child's changes.
///     .none
///   }
/// }
/// ```
///
/// The state can also be a case of an enum, in which case the child runs only while the state is
/// in that case.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: BuiltReducer<Child>
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  /// Runs `child` on the state at `toChildState` for the actions at `toChildAction`; TCA's
  /// current spelling of `init(state:action:child:)`.
  ///
  /// ```swift
  /// Scope(\.counter, action: \.counter) { Counter() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's.
  ///   - toChildAction: A case key path from parent actions to the child's.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Runs `child` on the state at `toChildState` for the actions at `toChildAction`.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { Counter() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to the child's.
  ///   - toChildAction: A case key path from parent actions to the child's.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(checkingTags: toChildAction)
    self.child = BuiltReducer(child())
    self.fileID = #fileID
    self.filePath = #filePath
    self.line = #line
    self.column = #column
  }

  /// Runs `child` while the parent's enum state is in the case at `toChildState`.
  ///
  /// An action for the child that arrives while the state is in another case is reported as an
  /// issue.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from parent state to the child's.
  ///   - toChildAction: A case key path from parent actions to the child's.
  ///   - child: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(AnyCasePath(checkingTags: toChildState))
    self.toChildAction = AnyCasePath(checkingTags: toChildAction)
    self.child = BuiltReducer(child())
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Runs the child for child actions; other actions pass through untouched.
  ///
  /// ```swift
  /// _ = Scope(state: \.counter, action: \.counter) { Counter() }
  ///   .reduce(into: &state, action: .counter(.incrementKeyPressed))
  /// ```
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch self.toChildState {
    case let .keyPath(keyPath):
      effect = self.child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(self.fileID):\(self.line)" received a child action when child state was \
          set to a different case.

            Action:
              \(debugCaseOutput(action))
            State:
              \(debugCaseOutput(state))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
          scoped reducer ran. Child reducers must run before any parent reducer sets child state \
          to a different case. This ensures that child reducers can handle their actions while \
          their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
          child reducer in the parent reducer that change its state to ensure the child reducer \
          runs first.

          \(otherCaseReasons)
          """,
          fileID: self.fileID,
          filePath: self.filePath,
          line: self.line,
          column: self.column
        )
        return .none
      }
      effect = self.child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    guard !effect.isNone else { return .none }
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }
  }
}
