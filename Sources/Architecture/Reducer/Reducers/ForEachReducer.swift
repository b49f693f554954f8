import OrderedCollections

extension Reducer {
  /// Runs an element reducer on the elements of an `IdentifiedArray`, for actions addressed to an
  /// element by id, before this reducer.
  ///
  /// The element is mutated in place, so an element action costs the same for a thousand
  /// elements as for a hundred thousand. Each element's effects run in a namespace of their own,
  /// so elements can use the same private cancel identifier, and they are cancelled when this
  /// reducer removes the element.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case let .deleteKeyPressed(id):
  ///       state.items.remove(id: id)
  ///       return .none
  ///     case .items:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.items, action: \.items) {
  ///     Item()
  ///   }
  /// }
  /// ```
  ///
  /// An action for an id that is not in the array is reported as an issue.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path to the identified array of element state.
  ///   - toElementAction: A case key path to the ``IdentifiedAction`` of the elements.
  ///   - element: The element reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the element reducer and then this reducer.
  @inlinable
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(checkingTags: toElementAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A parent reducer with a collection of elements; built by
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
///
/// ```swift
/// Reduce { state, action in .none }
///   .forEach(\.items, action: \.items) { Item() }
/// ```
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let element: BuiltReducer<Element>
  @usableFromInline
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.element = BuiltReducer(element)
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
  }

  /// Runs the element reducer for an element action, then the parent, then cancels the effects
  /// of the elements the parent removed.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .items(.element(id: 1, action: .checkKeyPressed)))
  /// ```
  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffect = self.reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: self.toElementsState].ids
    let parentEffect = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState].ids
    let effect = elementEffect.merge(with: parentEffect)
    guard !areSameStorage(idsBefore, idsAfter), idsBefore != idsAfter else { return effect }
    return effect.merge(
      with: .merge(
        idsBefore.subtracting(idsAfter).map {
          Effect(operation: .cancelNamespace(EffectID(self.namespace(id: $0))))
        }
      )
    )
  }

  @inlinable
  func namespace(id: ID) -> ChildNamespace {
    ChildNamespace(keyPath: self.toElementsState, identity: EffectID(id))
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = self.toElementAction.extract(from: action)
    else { return .none }
    guard let index = state[keyPath: self.toElementsState].index(id: id) else {
      reportIssue(
        """
        A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for a \
        missing element.

          Action:
            \(debugCaseOutput(action))

        \(missingElementReasons(swiftUIAdvice: #"use "ForEachStore""#))
        """,
        fileID: self.location.fileID,
        filePath: self.location.filePath,
        line: self.location.line,
        column: self.location.column
      )
      return .none
    }
    let effect = self.element.reduce(
      into: &state[keyPath: self.toElementsState][index],
      action: elementAction
    )
    guard !effect.isNone else { return .none }
    let toElementAction = self.toElementAction
    return Effect(
      operation: .namespace(
        EffectID(self.namespace(id: id)),
        effect: effect.map { toElementAction.embed(.element(id: id, action: $0)) }
      )
    )
  }
}

/// Whether two copy-on-write values (here the ids of an identified array) share their storage,
/// which proves they are equal without comparing their elements.
@inlinable
func areSameStorage<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in
      lhs.elementsEqual(rhs)
    }
  }
}
