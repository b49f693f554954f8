extension TestStore {
  /// Sends the action at a case key path that carries no value, and asserts how it changed
  /// state.
  ///
  /// ```swift
  /// await store.send(\.incrementKeyPressed) { $0.count = 1 }
  /// await store.send(\.path[id: 0].detail.saveKeyPressed)
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to an action without associated value.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ actionCase: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(actionCase).embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the action at a case key path with its associated value, and asserts how it changed
  /// state.
  ///
  /// ```swift
  /// await store.send(\.nameChanged, "Milk") { $0.name = "Milk" }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to an action.
  ///   - value: The action's associated value.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(actionCase).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
