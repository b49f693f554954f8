extension TestStore {
  /// Waits until every running effect has finished, failing after `timeout`; then, in an
  /// exhaustive test, fails on actions the effects sent that the test has not received, as TCA
  /// does.
  ///
  /// ```swift
  /// await store.send(.saveKeyPressed)
  /// await store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``timeout`` by default.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let finished = await yield(until: { self.core.effects.isEmpty }, timeout: timeout)
    guard finished else {
      let actions = self.core.effects.origins.map(\.action.action)
      self.fail(
        """
        Expected effects to finish, but there are still effects in-flight after \(timeout).

          Started by: \(dumpList(actions))
        """,
        at: callSite
      )
      return
    }
    self.assertNoSharedChanges(at: callSite)
    guard self.exhaustivity == .on else { return }
    self.reportUnhandledReceivedActions(at: callSite)
  }

  /// Cancels the effects that are still running, so the test can end without them.
  ///
  /// ```swift
  /// await store.send(.timerStarted)
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when no effect is running.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await Task.megaYield()
    guard !self.core.effects.isEmpty else {
      if strict { self.fail("There were no in-flight effects to skip.", at: callSite) }
      return
    }
    self.reportSkipped(
      "Skipped \(self.core.effects.origins.count) in-flight effect(s).",
      at: callSite
    )
    self.core.effects.cancelAll()
    await Task.megaYield()
  }

  /// Discards the actions received from effects that the test did not assert, accepting the
  /// state they produced.
  ///
  /// ```swift
  /// await store.send(.loadKeyPressed)
  /// await store.skipReceivedActions()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is no action to skip.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await Task.megaYield()
    let received = self.context.receivedActions
    guard let last = received.last else {
      if strict { self.fail("There were no received actions to skip.", at: callSite) }
      return
    }
    self.reportSkipped("Skipped receiving \(dumpList(received.map(\.action)))", at: callSite)
    self.state = last.state
    self.context.receivedActions.removeAll()
  }
}
