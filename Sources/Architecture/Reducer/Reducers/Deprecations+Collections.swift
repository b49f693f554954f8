// The `/Action.child` case-path forms of the collection operators and case subscripts that TCA
// 1.25 still ships: they compile with a deprecation warning that names the modern form, and
// behave as it does.

extension Reducer {
  /// Runs an element reducer on the elements of an `IdentifiedArray` for the actions of an
  /// `/Action.items` case path to an ``IdentifiedAction``.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .forEach(\.items, action: /Action.items) { Item() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path to the identified array of element state.
  ///   - toElementAction: A case path to the elements' actions.
  ///   - element: The element reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the element reducer and then this reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.items'")
  @inlinable
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
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
      toElementAction: toElementAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an element reducer for the actions of an `/Action.item` case path to an action that
  /// carries the element's id, the form older than ``IdentifiedAction``.
  ///
  /// ```swift
  /// enum Action { case item(id: Item.State.ID, action: Item.Action) }
  ///
  /// Reduce { state, action in .none }
  ///   .forEach(\.items, action: /Action.item(id:action:)) { Item() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path to the identified array of element state.
  ///   - toElementAction: A case path to an element's id and action.
  ///   - element: The element reducer.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the element reducer and then this reducer.
  @available(*, deprecated, message: "Use a case key path to an 'IdentifiedAction'")
  @inlinable
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
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
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case let .element(id, action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0, action: $1) }
        }
      ),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the features of a navigation stack for the actions of an `/Action.path` case path.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .forEach(\.path, action: /Action.path) { Path() }
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the stack.
  ///   - toStackAction: A case path to the stack's actions.
  ///   - destination: The reducer of one element.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: A reducer running the elements and then this reducer.
  @available(*, deprecated, message: "Use a case key path: 'action: \\.path'")
  @inlinable
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
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
      toStackAction: toStackAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension StackState {
  /// The element with identifier `id` in the case of an `/Element.detail` case path, or `nil`;
  /// writes behave as with a case key path.
  ///
  /// ```swift
  /// state.path[id: 0, case: /Path.State.detail]?.count += 1
  /// ```
  @available(*, deprecated, message: "Use a case key path: 'state.path[id: id, case: \\.detail]'")
  public subscript<Case>(
    id id: StackElementID,
    case casePath: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self.elements[id].flatMap(casePath.extract(from:)) }
    set {
      let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      self.replace(id: id, case: casePath, with: newValue, at: location)
    }
  }
}

extension PresentationState {
  /// The presented state in the case of an `/Destination.State.detail` case path, or `nil`;
  /// writes behave as with a case key path.
  ///
  /// ```swift
  /// state.$destination[case: /Destination.State.detail]?.count += 1
  /// ```
  @available(*, deprecated, message: "Use a case key path: 'state.$destination[case: \\.detail]'")
  public subscript<Case>(
    case casePath: AnyCasePath<State, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self.wrappedValue.flatMap(casePath.extract(from:)) }
    set {
      let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      replaceCase(of: &self.wrappedValue, casePath, with: newValue, location: location)
    }
  }
}
