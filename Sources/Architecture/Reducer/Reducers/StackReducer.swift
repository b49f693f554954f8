import OrderedCollections

extension Reducer {
  /// Runs the features of a navigation stack, before this reducer: pushes and pops them on
  /// ``StackAction``, and cancels the effects of every element that leaves the stack.
  ///
  /// An element can pop itself with `@Dependency(\.dismiss)`. An action for an element that is
  /// not on the stack, a pop of a missing element and a push of an existing one are reported as
  /// issues.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .openKeyPressed:
  ///       state.path.append(.detail(Detail.State()))
  ///       return .none
  ///     case .path:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - destination: The reducer of one element.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the elements and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: AnyCasePath(checkingTags: toStackAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a stack of `@Reducer` enum features with the body the macro synthesized.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .forEach(\.path, action: \.path)
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the elements and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    _StackReducer(
      base: self,
      destination: DestinationState.StateReducer.body,
      toStackState: toStackState,
      toStackAction: AnyCasePath(checkingTags: toStackAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A parent reducer with a navigation stack; built by
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
///
/// ```swift
/// Reduce { state, action in .none }
///   .forEach(\.path, action: \.path) { Path() }
/// ```
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: BuiltReducer<Base>
  @usableFromInline let destination: BuiltReducer<Destination>
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: CallSite
  ) {
    self.base = BuiltReducer(base)
    self.destination = BuiltReducer(destination)
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  /// Runs an element for its actions, pushes before and pops after the parent, then cancels the
  /// effects of the elements that left the stack, including those that a reducer running before
  /// or after this one removed.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .path(.popFrom(id: 0)))
  /// ```
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let mounted = state[keyPath: self.toStackState].mounted
    let idsBefore = state[keyPath: self.toStackState].ids
    var elementEffect = Effect<Base.Action>.none
    var popFrom: StackElementID?
    switch self.toStackAction.extract(from: action) {
    case nil:
      break
    case let .element(id, elementAction):
      elementEffect = self.reduceElement(into: &state, id: id, action: elementAction)
    case let .popFrom(id):
      if idsBefore.contains(id) {
        popFrom = id
      } else {
        self.report("received a \"popFrom\" action for a missing element", id: id, state)
      }
    case let .push(id, elementState):
      if idsBefore.contains(id) {
        self.report("received a \"push\" action for an element it already contains", id: id, state)
      } else {
        self.reportUnexpectedGeneration(of: id)
        self.push(elementState, id: id, into: &state)
      }
    }
    let baseEffect = self.base.reduce(into: &state, action: action)
    if let popFrom {
      state[keyPath: self.toStackState].pop(from: popFrom)
    }
    let idsAfter = state[keyPath: self.toStackState].ids
    if mounted != idsAfter {
      state[keyPath: self.toStackState].mounted = idsAfter
    } else if idsBefore == idsAfter {
      return elementEffect.merge(with: baseEffect)
    }
    var effects = [elementEffect, baseEffect]
    for id in mounted.union(idsBefore).subtracting(idsAfter) {
      let namespace = ChildNamespace(keyPath: self.toStackState, identity: EffectID(id))
      effects.append(Effect(operation: .cancelNamespace(EffectID(namespace))))
    }
    return .merge(effects)
  }

  @inlinable
  func reduceElement(
    into state: inout Base.State, id: StackElementID, action: Destination.Action
  ) -> Effect<Base.Action> {
    guard var element = state[keyPath: self.toStackState][id: id] else {
      self.reportMissingElement(action: action)
      return .none
    }
    let effect = withDependencies {
      $0.isPresented = true
    } operation: {
      self.destination.reduce(into: &element, action: action)
    }
    state[keyPath: self.toStackState][id: id] = element
    guard !effect.isNone else { return .none }
    let toStackAction = self.toStackAction
    let namespace = ChildNamespace(keyPath: self.toStackState, identity: EffectID(id))
    return Effect(
      operation: .namespace(
        EffectID(namespace),
        effect:
          effect
          .map { toStackAction.embed(.element(id: id, action: $0)) }
          .dismissing { toStackAction.embed(.popFrom(id: id)) }
      )
    )
  }

  /// Adds a pushed element, keeping the `stackElementID` dependency ahead of the identifiers
  /// that pushes used, so the next `append` does not reuse one.
  @usableFromInline
  func push(_ element: Destination.State, id: StackElementID, into state: inout Base.State) {
    @Dependency(\.stackElementID) var stackElementID
    while stackElementID.peek() <= id {
      _ = stackElementID.next()
    }
    state[keyPath: self.toStackState].elements[id] = element
  }

  /// In tests, a pushed identifier past the next one the `stackElementID` dependency would give
  /// means the test wrote identifiers that a real push never produces; TCA reports it too.
  @usableFromInline
  func reportUnexpectedGeneration(of id: StackElementID) {
    @Dependency(\.context) var context
    @Dependency(\.stackElementID) var stackElementID
    let expected = stackElementID.peek()
    guard context == .test, expected < id else { return }
    reportIssue(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" action \
      with an unexpected generational ID.

        Received ID:
          \(id)
        Expected ID:
          \(expected)
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }

  @usableFromInline
  func reportMissingElement(action: Destination.Action) {
    reportIssue(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for a \
      missing element.

        Action:
          \(debugCaseOutput(action))

      \(missingElementReasons(
        swiftUIAdvice: #"use "NavigationStack.init(path:)" with a binding to a store"#
      ))
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }

  @usableFromInline
  func report(_ problem: String, id: StackElementID, _ state: Base.State) {
    let ids = state[keyPath: self.toStackState].ids.map(\.description).joined(separator: ", ")
    reportIssue(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" \(problem).

        ID:
          \(id)
        Path IDs:
          [\(ids)]
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}
