extension Store {
  /// A store for each element of a collection feature, in the collection's order.
  ///
  /// The collection lists the elements present when it was made. Each element's store is kept by
  /// the element's id, so the same element gives the same store in every collection made while
  /// it is present, wherever it moved; it sends `.element(id:action:)` for its element, and once
  /// the element is removed it gives the last state the element had. A collection made after the
  /// removal drops the removed element's store, so an element added again gets a new one.
  ///
  /// ```swift
  /// for itemStore in store.scope(state: \.items, action: \.items) {
  ///   print(itemStore.name)
  /// }
  /// let itemStores = Array(store.scope(state: \.items, action: \.items))
  /// itemStores[0].send(.checkKeyPressed)  // the parent gets .items(.element(id:action:))
  /// ```
  ///
  /// As in TCA, this form gives way to the store of the whole array where either would do
  /// (`let items = store.scope(state: \.items, action: \.items)` is that store): ask for a
  /// collection, as `for`, `Array(…)` and `ForEach` do.
  ///
  /// Scoping so from a store made by the deprecated closure form of `scope`, or from one scoped
  /// from it, reports an issue, as TCA does: such a store cannot keep its element stores.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the identified array of elements.
  ///   - action: A case key path from this store's actions to the elements' actions.
  ///   - fileID: The file of the call, for the issue above.
  ///   - filePath: The path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: A collection of one store per element.
  @_disfavoredOverload
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.reportIfUncached(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return StoreCollection(self.scope(state, action: action))
  }
}
