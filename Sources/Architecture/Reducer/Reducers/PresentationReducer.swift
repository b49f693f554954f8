extension Reducer {
  /// Runs a presented child feature while its ``PresentationState`` holds state, before this
  /// reducer, and dismisses it on ``PresentationAction/dismiss``.
  ///
  /// When the parent sets the state to `nil` or presents another feature in its place, the
  /// child's in-flight effects are cancelled. The child can dismiss itself with
  /// `@Dependency(\.dismiss)`, and knows it is presented through `@Dependency(\.isPresented)`.
  /// An `AlertState` or `ConfirmationDialogState` is dismissed after any of its actions.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .detailKeyPressed:
  ///       state.destination = .detail(Detail.State())
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) { Destination() }
  /// }
  /// ```
  ///
  /// A presentation action that arrives while nothing is presented is reported as an issue.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the child's presentation state,
  ///     `\.$destination`.
  ///   - toPresentationAction: A case key path to the child's presentation actions.
  ///   - destination: The child reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationAction: AnyCasePath(checkingTags: toPresentationAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a child that has no logic of its own, such as an alert, and dismisses it on
  /// ``PresentationAction/dismiss`` or after any of its actions.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the child's presentation state.
  ///   - toPresentationAction: A case key path to the child's presentation actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer dismissing the child after this reducer.
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(checkingTags: toPresentationAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a `@Reducer` enum of features, running the body the macro synthesized.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the child's presentation state.
  ///   - toPresentationAction: A case key path to the child's presentation actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the child and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: DestinationState.StateReducer.body,
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(checkingTags: toPresentationAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A parent reducer with a presented child; built by
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
///
/// ```swift
/// Reduce { state, action in .none }
///   .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: BuiltReducer<Base>
  @usableFromInline let destination: BuiltReducer<Destination>
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: CallSite
  ) {
    self.base = BuiltReducer(base)
    self.destination = BuiltReducer(destination)
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  /// Runs the child for its actions, then the parent; dismisses on `.dismiss` (and after any
  /// action of a dialog); cancels the child's effects once it is gone, including a child that a
  /// reducer running after this one dismissed, as soon as the next action arrives.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .destination(.dismiss))
  /// ```
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let presentationAction = self.toPresentationAction.extract(from: action)
    let (lastPresented, initial) = Self.presented(in: state[keyPath: self.toPresentationState])
    let identity = initial.map { presentedIdentity(of: $0) }
    var destinationEffect = Effect<Base.Action>.none
    var dismisses = false
    switch (initial, presentationAction) {
    case (_, nil):
      break
    case (nil, _):
      self.reportAbsentDestination(action: action)
    case (_?, .dismiss):
      dismisses = true
    case (let initial?, let .presented(destinationAction)):
      destinationEffect = self.reduceDestination(
        into: &state, action: destinationAction, identity: identity
      )
      dismisses = isDialogAction(destinationAction, of: initial)
    }
    let baseEffect = self.base.reduce(into: &state, action: action)
    var currentIdentity = state[keyPath: self.toPresentationState].wrappedValue.map {
      presentedIdentity(of: $0)
    }
    if dismisses && currentIdentity == identity {
      state[keyPath: self.toPresentationState].wrappedValue = nil
      currentIdentity = nil
    }
    if lastPresented != currentIdentity {
      state[keyPath: self.toPresentationState].lastPresentedIdentity = currentIdentity
    }
    // NB: appended one by one, so the common action, which dismisses nothing, allocates nothing.
    var gone: [EffectID] = []
    if let identity, identity != currentIdentity { gone.append(identity) }
    if let lastPresented, lastPresented != currentIdentity, lastPresented != identity {
      gone.append(lastPresented)
    }
    guard !gone.isEmpty else { return destinationEffect.merge(with: baseEffect) }
    return .merge(
      [destinationEffect, baseEffect]
        + gone.map { identity in
          let namespace = ChildNamespace(keyPath: self.toPresentationState, identity: identity)
          return Effect(operation: .cancelNamespace(EffectID(namespace)))
        }
    )
  }

  /// The identity last seen presented and the presented state, read in one access.
  @inlinable
  static func presented(
    in presentation: PresentationState<Destination.State>
  ) -> (lastPresented: EffectID?, state: Destination.State?) {
    (presentation.lastPresentedIdentity, presentation.wrappedValue)
  }

  @inlinable
  func reduceDestination(
    into state: inout Base.State, action: Destination.Action, identity: EffectID?
  ) -> Effect<Base.Action> {
    guard let identity else { return .none }
    // NB: one access, in which the child mutates its state in place: observers of the
    // presentation hear nothing unless the child's identity changed.
    let effect = state[keyPath: self.toPresentationState].withPresentedState { destinationState in
      withDependencies {
        $0.isPresented = true
      } operation: {
        self.destination.reduce(into: &destinationState, action: action)
      }
    }
    guard let effect, !effect.isNone else { return .none }
    let toPresentationAction = self.toPresentationAction
    let namespace = ChildNamespace(keyPath: self.toPresentationState, identity: identity)
    return Effect(
      operation: .namespace(
        EffectID(namespace),
        effect:
          effect
          .map { toPresentationAction.embed(.presented($0)) }
          .dismissing { toPresentationAction.embed(.dismiss) }
      )
    )
  }

  @usableFromInline
  func reportAbsentDestination(action: Base.Action) {
    reportIssue(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
      action when destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil". This ensures that \
      destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, or from \
      effects that start from this reducer.
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}
