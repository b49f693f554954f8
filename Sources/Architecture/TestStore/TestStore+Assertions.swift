@_spi(Internals) import CasePaths

extension TestStore {
  /// Reports a failure at the test's call site.
  func fail(_ message: String, at callSite: CallSite) {
    reportIssue(
      message,
      fileID: callSite.fileID,
      filePath: callSite.filePath,
      line: callSite.line,
      column: callSite.column
    )
  }

  /// Reports what a non-exhaustive store skipped, as a known issue, when asked to show it.
  ///
  /// The message is only built then: a state diff of a large state (100,000 list items) costs
  /// far more than the step it describes, and a store that hides skipped assertions would build
  /// one on every step for nothing.
  ///
  /// XCTest on Linux cannot expect an issue (IssueReporting fails the test saying so), so there
  /// the skipped assertion is printed to the test log instead, where XCTest prints its own.
  func reportSkipped(_ message: @autoclosure () -> String, at callSite: CallSite) {
    guard case .off(showSkippedAssertions: true) = self.exhaustivity else { return }
    let message = message()
    #if !canImport(Darwin)
      if TestContext.current == .xcTest {
        print("\(callSite.filePath):\(callSite.line): skipped assertion: \(message)")
        return
      }
    #endif
    withExpectedIssue(
      fileID: callSite.fileID,
      filePath: callSite.filePath,
      line: callSite.line,
      column: callSite.column
    ) {
      self.fail(message, at: callSite)
    }
  }

  /// Checks that `actual` is the last asserted state changed by `updateStateToExpectedResult`
  /// (exhaustive), or that the assertion holds on `actual` (non-exhaustive); then makes `actual`
  /// the last asserted state.
  ///
  /// The closure runs with the test's dependencies, and with a copy of the stack element
  /// identifier generator as it was before the action (`stackElementID`), so appending to a
  /// `StackState` in it names the element as the reducer did.
  func assertStateChange(
    to actual: State,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at callSite: CallSite,
    stackElementID: StackElementIDGenerator? = nil
  ) {
    defer {
      self.state = actual
      self.sharedChanges.reset()
    }
    let previous = self.state
    var dependencies = self.context.dependencies
    let stackElementID = stackElementID ?? dependencies.stackElementID.incrementingCopy()
    let updateStateToExpectedResult = updateStateToExpectedResult.map { update in
      { (state: inout State) throws -> Void in
        dependencies.stackElementID = stackElementID.incrementingCopy()
        // NB: a non-exhaustive store lets `XCTModify` leave the case unchanged, as TCA's does.
        try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
          try withDependencies {
            $0 = dependencies
          } operation: {
            try update(&state)
          }
        }
      }
    }
    // NB: while asserting, shared state reads and writes the values the test expects, and an
    // equality check compares them (on the left) with the live ones (on the right).
    let sharedChanged = self.sharedChanges.hasChanges
    self.sharedChanges.asserting {
      do {
        var expected = previous
        try updateStateToExpectedResult?(&expected)
        switch self.exhaustivity {
        case .on:
          if expected != actual {
            self.fail(
              stateMismatchMessage(
                expected: expected, actual: actual,
                hasAssertion: updateStateToExpectedResult != nil
              ),
              at: callSite
            )
          } else if updateStateToExpectedResult != nil, !sharedChanged, expected == previous,
            actual == previous
          {
            self.fail(
              """
              Expected state to change, but no change occurred.

              The trailing closure made no observable modifications to state. If no change to \
              state is expected, omit the trailing closure.
              """,
              at: callSite
            )
          }
        case .off:
          // NB: described now, before the shared values' snapshots go, but only when it will
          // be shown: a diff of a large state costs far more than the step it describes.
          var skipped: String?
          if case .off(showSkippedAssertions: true) = self.exhaustivity, expected != actual {
            skipped = stateMismatchMessage(expected: expected, actual: actual, hasAssertion: true)
          }
          // NB: what the test skipped is no longer expected: the assertion is checked against
          // the live shared values.
          self.sharedChanges.reset()
          var expectedFromActual = actual
          try updateStateToExpectedResult?(&expectedFromActual)
          if expectedFromActual != actual {
            self.fail(
              stateMismatchMessage(
                expected: expectedFromActual, actual: actual, hasAssertion: true
              ),
              at: callSite
            )
          } else if let skipped {
            self.reportSkipped(skipped, at: callSite)
          }
        }
      } catch {
        self.fail("Threw error: \(error)", at: callSite)
      }
    }
  }

  /// Fails when shared state changed after the test last asserted, as the test ends.
  func assertNoSharedChanges(at callSite: CallSite) {
    defer { self.sharedChanges.reset() }
    guard self.sharedChanges.hasChanges else { return }
    self.sharedChanges.asserting {
      guard self.state != self.state else { return }
      let message = """
        Test store finished before asserting against changes to shared state.

        \(sharedDifference(in: self.state))

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
      switch self.exhaustivity {
      case .on: self.fail(message, at: callSite)
      case .off: self.reportSkipped(message, at: callSite)
      }
    }
  }

  /// Fails for received actions the test has not asserted (reports them as skipped, when
  /// non-exhaustive).
  func reportUnhandledReceivedActions(at callSite: CallSite) {
    let received = self.context.receivedActions
    guard !received.isEmpty else { return }
    let actions = received.map { "    " + debugCaseOutput($0.action, abbreviated: true) }
    let message = """
      The store received \(received.count) unexpected \
      action\(received.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions.joined(separator: "\n"))

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """
    switch self.exhaustivity {
    case .on: self.fail(message, at: callSite)
    case .off: self.reportSkipped(message, at: callSite)
    }
  }

  /// Fails for what the test left unchecked: received actions it did not assert and effects
  /// still running.
  func assertNothingLeftOver() {
    self.reportUnhandledReceivedActions(at: self.callSite)
    var reported = Set<Int>()
    for origin in self.core.effects.origins where reported.insert(origin.sequence).inserted {
      let message = """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a \
        test clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning \
        a corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
      switch self.exhaustivity {
      case .on: self.fail(message, at: origin.action.callSite)
      case .off: self.reportSkipped(message, at: origin.action.callSite)
      }
    }
  }
}

/// The body of a failed state assertion: a diff between the expected and the actual state.
func stateMismatchMessage<State>(expected: State, actual: State, hasAssertion: Bool) -> String {
  let heading =
    hasAssertion
    ? "A state change does not match expectation"
    : "State was not expected to change, but a change occurred"
  let difference =
    diff(expected, actual, format: .proportional)
    .map { "\($0.indented(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(customDumping: expected).indented(by: 2))

      Actual:
      \(String(customDumping: actual).indented(by: 2))
      """
  return "\(heading).\n\n\(difference)"
}

/// The diff of the shared values in `state` that changed since the last assertion: what the
/// test last asserted against what they are now. Call while the test store asserts.
func sharedDifference<State>(in state: State) -> String {
  diff(state, state, format: .proportional)
    .map { "\($0.indented(by: 4))\n\n(Expected: −, Actual: +)" } ?? ""
}

/// A custom dump of a list of actions.
func dumpList<Action>(_ actions: [Action]) -> String {
  String(customDumping: actions).indented(by: 2).trimmingLeadingSpaces()
}
