import ConcurrencyExtras
import IssueReporting

/// Why a key is asked to load: when a `@Shared` value is first created (with the value it was
/// declared with), or because someone called `load()`.
///
/// ```swift
/// func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///   continuation.resume(with: Result { try read() ?? context.initialValue })
/// }
/// ```
public enum LoadContext<Value> {
  /// The first load of a value, with what its declaration gave as the default.
  case initialValue(Value)
  /// A load asked for with `$shared.load()`.
  case userInitiated

  /// The declared default, when this is the first load.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

/// Why a key is asked to save: a mutation through `withLock`, or someone called `save()`.
///
/// ```swift
/// func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///   if context == .userInitiated { flushNow(value) } else { writeSoon(value) }
///   continuation.resume()
/// }
/// ```
public enum SaveContext: Hashable, Sendable {
  /// The value changed through `withLock`.
  case didSet
  /// A save asked for with `$shared.save()`: write now, whatever throttling the key does.
  case userInitiated
}

/// Hands a key's loaded value back to the shared state, once.
///
/// ```swift
/// continuation.resume(returning: value)
/// continuation.resumeReturningInitialValue()  // nothing stored yet
/// continuation.resume(throwing: error)
/// ```
public struct LoadContinuation<Value>: Sendable {
  let resumption: Resumption<Result<Value?, any Error>>

  init(key: Any, callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.resumption = Resumption(key: key, ifLeaked: .success(nil), callback: callback)
  }

  /// The stored value.
  public func resume(returning value: Value) { resumption.resume(.success(value)) }
  /// Nothing is stored: the shared value keeps (or goes back to) its declared default.
  public func resumeReturningInitialValue() { resumption.resume(.success(nil)) }
  /// The value could not be loaded; the shared value keeps what it had and reports the error
  /// through `loadError`.
  public func resume(throwing error: any Error) { resumption.resume(.failure(error)) }
  /// Resumes with a result.
  public func resume(with result: Result<Value?, any Error>) { resumption.resume(result) }
}

/// Tells the shared state that a key's save finished, or why it failed.
///
/// ```swift
/// do { try write(data); continuation.resume() } catch { continuation.resume(throwing: error) }
/// ```
public struct SaveContinuation: Sendable {
  let resumption: Resumption<Result<Void, any Error>>

  init(key: Any, callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.resumption = Resumption(key: key, ifLeaked: .success(()), callback: callback)
  }

  /// The value is saved (or scheduled to be).
  public func resume() { resumption.resume(.success(())) }
  /// The value could not be saved; it is reported through `saveError`.
  public func resume(throwing error: any Error) { resumption.resume(.failure(error)) }
}

/// The one resumption of a key's continuation. A continuation the key drops without resuming it
/// is reported, and resumed then, so that nothing waits on it forever.
final class Resumption<Outcome>: Sendable {
  private let callback: LockIsolated<(@Sendable (Outcome) -> Void)?>
  private let key: String
  private let ifLeaked: UncheckedSendable<Outcome>

  init(key: Any, ifLeaked: Outcome, callback: @escaping @Sendable (Outcome) -> Void) {
    self.key = String(describing: key)
    self.ifLeaked = UncheckedSendable(ifLeaked)
    self.callback = LockIsolated(callback)
  }

  func resume(_ outcome: Outcome) {
    let callback = self.callback.withValue { callback in
      defer { callback = nil }
      return callback
    }
    callback?(outcome)
  }

  deinit {
    guard callback.value != nil else { return }
    reportIssue(
      """
      '\(key)' leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """
    )
    resume(ifLeaked.value)
  }
}

/// Delivers values that changed outside this process's `withLock`: another process writing the
/// file, another part of the system changing the store.
///
/// ```swift
/// watcher.onChange { subscriber.yield(try decode(read())) }
/// ```
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// A new value from outside.
  public func yield(_ value: Value) { callback(.success(value)) }
  /// The stored value went away (a deleted file): the shared value goes back to its default.
  public func yieldReturningInitialValue() { callback(.success(nil)) }
  /// The stored value changed but cannot be read; reported through `loadError`.
  public func yield(throwing error: any Error) { callback(.failure(error)) }
}

/// Ends a key's subscription when the last `@Shared` of the key goes away.
///
/// ```swift
/// return SharedSubscription { watcher.stop() }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>

  /// A subscription that runs `onCancel` once, when cancelled or released.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockIsolated(onCancel)
  }

  /// Stops the subscription.
  public func cancel() {
    let onCancel = self.onCancel.withValue { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    onCancel?()
  }

  deinit { cancel() }
}
