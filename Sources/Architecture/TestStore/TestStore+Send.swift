extension TestStore {
  /// Sends an action and asserts how it changed state.
  ///
  /// Describe the change by mutating the state as it was before the action; omit the closure if
  /// state should not change. Actions received from effects must all be asserted first.
  ///
  /// ```swift
  /// await store.send(.incrementKeyPressed) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !self.context.isDismissed else {
      reportIssue(
        """
        The feature under test dismissed itself with "@Dependency(\\.dismiss)", which cancelled \
        its effects, as it would have been gone from the screen; this action came after:

          \(debugCaseOutput(action))

        Can't send action to dismissed test store.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return TestStoreTask(rawValue: nil, timeout: self.timeout) {}
    }
    self.checkNoPendingReceivedActions(beforeSending: action, at: callSite)
    self.context.stateAfterSend = nil
    let stackElementID = self.context.dependencies.stackElementID.incrementingCopy()
    self.context.sendCount += 1
    let sendID = self.context.sendCount
    let task = self.core.send(.send(action, callSite, sendID: sendID))
    let actual = self.context.stateAfterSend ?? self.core.state
    self.assertStateChange(
      to: actual, updateStateToExpectedResult, at: callSite, stackElementID: stackElementID
    )
    await Task.megaYield()
    let core = self.core
    return TestStoreTask(rawValue: task, timeout: self.timeout) { [weak core] in
      core?.effects.cancel { $0.action.sendID == sendID }
    }
  }

  /// Asserts a state change without an action: in non-exhaustive tests, to check state that
  /// changed through skipped actions.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.loadKeyPressed)
  /// await store.skipReceivedActions()
  /// store.assert { $0.items = [milk] }
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Mutates the current state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.assertStateChange(to: self.state, updateStateToExpectedResult, at: callSite)
  }

  private func checkNoPendingReceivedActions(beforeSending action: Action, at callSite: CallSite) {
    let received = self.context.receivedActions
    guard !received.isEmpty else { return }
    let message = """
      Must handle \(received.count) received \
      action\(received.count == 1 ? "" : "s") before sending an action.

      Unhandled actions: \(String(customDumping: received.map(\.action)))
      """
    switch self.exhaustivity {
    case .on:
      // NB: the actions stay to be received, after this one's, as TCA keeps them.
      self.fail(message, at: callSite)
      return
    case .off:
      self.reportSkipped(message, at: callSite)
    }
    if let last = received.last {
      self.state = last.state
    }
    self.context.receivedActions.removeAll()
  }
}
