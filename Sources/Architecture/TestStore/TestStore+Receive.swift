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
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { String(customDumping: $0).indented(by: 2) },
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
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { action in
        guard casePath.extract(from: action) != nil,
          let difference = diff(casePath.embed(value), action, format: .proportional)
        else { return String(customDumping: action).indented(by: 2) }
        return "\(difference.indented(by: 2))\n\n(Expected: −, Actual: +)"
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
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(String(customDumping: expectedAction).indented(by: 2))
        """,
      unexpectedActionDescription: { action in
        guard let difference = diff(expectedAction, action, format: .proportional) else {
          return """
            Expected:
            \(String(describing: expectedAction).indented(by: 2))

            Received:
            \(String(describing: action).indented(by: 2))
            """
        }
        return "\(difference.indented(by: 4))\n\n(Expected: −, Received: +)"
      },
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
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      unexpectedActionDescription: { String(customDumping: $0).indented(by: 2) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for a received action while effects run, then checks the first one (exhaustive) or
  /// the first matching one (non-exhaustive) against `isMatching`.
  ///
  /// - Parameters:
  ///   - failureMessage: The failure when no action (no matching action, non-exhaustive) was
  ///     received.
  ///   - unexpectedActionDescription: How a received action that does not match reads.
  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at callSite: CallSite
  ) async {
    let timeout = timeout ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    func hasExpectedAction() -> Bool {
      isExhaustive
        ? !self.context.receivedActions.isEmpty
        : self.context.receivedActions.contains { isMatching($0.action) }
    }
    // NB: only a running effect can still deliver an action; without one there is nothing to
    // wait for.
    if !self.core.effects.isEmpty, !(await yield(until: hasExpectedAction, timeout: timeout)) {
      let tip =
        self.core.effects.isEmpty
        ? noEffectsTip : stillRunningTip(customTimeout: timeout != self.timeout)
      self.fail(
        """
        Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
        none\(timeout > .zero ? " after \(timeout)" : "").

        \(tip)
        """,
        at: callSite
      )
    }
    guard hasExpectedAction() else {
      self.fail(failureMessage(), at: callSite)
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
      // NB: worded as TCA words it, which says "before this one" for no case.
      self.fail(
        "Received unexpected action:\n\n\(unexpectedActionDescription(action))", at: callSite
      )
      self.state = state
      return
    }
    self.assertStateChange(to: state, updateStateToExpectedResult, at: callSite)
  }
}

/// Why an awaited action may not have come, when no effect is left to send it.
private let noEffectsTip = """
  There are no in-flight effects that could deliver this action. Could the effect you expected \
  to deliver this action have been cancelled?
  """

/// Why an awaited action may not have come yet, while effects are still running.
private func stillRunningTip(customTimeout: Bool) -> String {
  let timeoutAdvice =
    customTimeout
    ? #"try increasing the duration of this assertion's "timeout""#
    : #"configure this assertion with an explicit "timeout""#
  return """
    There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
    (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it \
    to perform the effect. If you are using a test clock/scheduler, advance it so that the \
    effects may complete, or consider using an immediate clock/scheduler to immediately perform \
    the effect instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(timeoutAdvice).
    """
}
