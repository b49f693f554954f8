/// The effects started by one `TestStore.send(_:assert:)`: wait for them with a timeout, or
/// cancel them.
///
/// ```swift
/// let task = await store.send(.timerStarted)
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTicked) { $0.seconds = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// The underlying task, `nil` when the action started no effect.
  public let rawValue: Task<Void, Never>?
  let timeout: Duration
  let cancelFedBack: (@MainActor @Sendable () -> Void)?

  init(
    rawValue: Task<Void, Never>?,
    timeout: Duration,
    cancelFedBack: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.rawValue = rawValue
    self.timeout = timeout
    self.cancelFedBack = cancelFedBack
  }

  /// Equal when they wrap the same task.
  ///
  /// ```swift
  /// task == otherTask
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the wrapped task.
  ///
  /// ```swift
  /// var tasks: Set<TestStoreTask> = [task]
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.rawValue)
  }

  /// Cancels the effects of the action, and of the actions they fed back, and waits until they
  /// stopped.
  ///
  /// ```swift
  /// await task.cancel()
  /// ```
  public func cancel() async {
    await self.cancelFedBack?()
    guard let task = self.rawValue else { return }
    task.cancel()
    await task.value
  }

  /// Waits for the effects to finish, failing after `timeout`.
  ///
  /// ```swift
  /// await store.send(.saveKeyPressed).finish()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; the store's timeout by default.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let task = self.rawValue else { return }
    let timeout = timeout ?? self.timeout
    let isFinished = LockIsolated(false)
    Task {
      await task.value
      isFinished.setValue(true)
    }
    guard await yield(until: { isFinished.value }, timeout: timeout) else {
      reportIssue(
        "Expected task to finish, but it is still in-flight after \(timeout).",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
  }

  /// Whether the effects were cancelled; `true` when the action started no effect.
  ///
  /// ```swift
  /// await task.cancel()
  /// #expect(task.isCancelled)
  /// ```
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
