extension TestStore {
  /// Asserts that an effect sent an action matching a case key path, and how it changed state.
  ///
  /// The case key path can reach into nested features, including one element of a `forEach`.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse.success) {
  ///   $0.alert = "1 is a good number."
  /// }
  /// await store.receive(\.items[id: 1].saved)
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path the received action must match.
  ///   - timeout: How long to wait for the action; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      expected: "an action matching the case key path",
      mismatch: { _ in nil },
      timeout: timeout,
      updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action in the case at `actionCase` carrying `value`, and how
  /// it changed state.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse, .success("1 is a good number."))
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path the received action must match.
  ///   - value: The value the action must carry.
  ///   - timeout: How long to wait for the action; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      expected: "an action matching the case key path with \(String(customDumping: value))",
      mismatch: { action in
        casePath.extract(from: action).flatMap { diff(value, $0, format: .proportional) }
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent exactly `expectedAction`, and how it changed state.
  ///
  /// ```swift
  /// await store.receive(.timerTicked) { $0.seconds = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action the store must receive next.
  ///   - timeout: How long to wait for the action; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      expected: String(customDumping: expectedAction),
      mismatch: { diff(expectedAction, $0, format: .proportional) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action satisfying `isMatching`, and how it changed state.
  ///
  /// ```swift
  /// await store.receive({ if case .saved = $0 { true } else { false } })
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether the received action is the expected one.
  ///   - timeout: How long to wait for the action; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Mutates the previous state into the expected state.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      expected: "an action matching the predicate",
      mismatch: { _ in nil },
      timeout: timeout,
      updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    expected: String,
    mismatch: (Action) -> String?,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at callSite: CallSite
  ) async {
    let timeout = timeout ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    let found = await yield(
      until: {
        isExhaustive
          ? !self.context.receivedActions.isEmpty
          : self.context.receivedActions.contains { isMatching($0.action) }
      },
      timeout: timeout
    )
    guard found else {
      let received = self.context.receivedActions.map(\.action)
      self.fail(
        """
        Expected to receive \(expected), but received \
        \(received.isEmpty ? "none" : "no matching action") after \(timeout).\
        \(received.isEmpty ? "" : "\n\n  Received actions: \(dumpList(received))")\
        \(self.core.effects.isEmpty ? "" : "\n\n" + stillRunningTip)
        """,
        at: callSite
      )
      return
    }
    if !isExhaustive {
      let skipped = self.context.receivedActions.prefix { !isMatching($0.action) }
      if !skipped.isEmpty {
        self.reportSkipped(
          "Skipped receiving \(dumpList(skipped.map(\.action)))",
          at: callSite
        )
        self.state = skipped[skipped.endIndex - 1].state
        self.context.receivedActions.removeFirst(skipped.count)
      }
    }
    let (action, state) = self.context.receivedActions.removeFirst()
    guard isMatching(action) else {
      let difference =
        mismatch(action).map { "\($0.indented(by: 4))\n\n(Expected: −, Received: +)" }
        ?? """
          Expected:
            \(expected)
          Received:
            \(indentedDump(action))
        """
      self.fail("Received unexpected action: …\n\n\(difference)", at: callSite)
      self.state = state
      return
    }
    self.assertStateChange(to: state, updateStateToExpectedResult, at: callSite)
  }
}

private let stillRunningTip = """
  Effects are still running. If an action is expected, an effect may be waiting on a clock to \
  advance ("await clock.advance(by:)") or on a dependency to answer; a longer "timeout" helps \
  slow effects.
  """
