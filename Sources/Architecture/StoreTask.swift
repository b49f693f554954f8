/// The effects started by one ``Store/send(_:)``: await them or cancel them.
///
/// ```swift
/// let task = store.send(.refreshKeyPressed)
/// await task.finish()   // the refresh effects have completed
/// task.cancel()         // or stop them early
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects; the actions they still try to send are dropped.
  ///
  /// ```swift
  /// store.send(.timerStarted).cancel()
  /// ```
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits until the effects have finished; cancelling the waiting task cancels them.
  ///
  /// ```swift
  /// await store.send(.loadRequested).finish()
  /// ```
  public func finish() async {
    guard let task = self.rawValue else { return }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Whether the effects were cancelled; `true` when the send started no effect.
  ///
  /// ```swift
  /// let task = store.send(.timerStarted)
  /// task.cancel()
  /// assert(task.isCancelled)
  /// ```
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
