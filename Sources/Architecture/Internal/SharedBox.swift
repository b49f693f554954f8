import Dependencies
import Foundation

/// The one value that every ``Shared`` of a key (or of one `Shared(value:)`) reads and writes,
/// with the key that loads and saves it and the subscription that brings in changes made
/// elsewhere.
///
/// A value changes under the box's lock. A test store that is tracking shared state hears of
/// each change first (``SharedChangeTracker``), and while it asserts, reads and `withLock` go to
/// its snapshot instead of the live value.
final class SharedBox<Value>: SharedReference, SharedRootBox, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var current: Value
  /// What the declaration gave: the value a key goes back to when its stored value goes away.
  private let initialValue: Value
  private let key: (any SharedReaderKey<Value>)?
  private var subscription: SharedSubscription?
  private var trackers: [ObjectIdentifier: WeakTracker] = [:]
  private var observers: [Int: @Sendable (Value) -> Void] = [:]
  private var nextObserver = 0
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?

  /// A box with no key: the value lives as long as a `Shared` holds it.
  init(value: Value) {
    self.current = value
    self.initialValue = value
    self.key = nil
  }

  /// A box for `key`: loads the stored value (the declared one until then, or if there is none)
  /// unless `loadsAtOnce` is false, and subscribes to changes made elsewhere.
  init<Key: SharedReaderKey<Value>>(key: Key, initialValue: Value, loadsAtOnce: Bool = true) {
    self.current = initialValue
    self.initialValue = initialValue
    self.key = key
    if loadsAtOnce {
      self._isLoading = true
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation(key: key) { [weak self] result in self?.finishLoad(result) }
      )
    }
    let subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber { [weak self] result in self?.finishLoad(result) }
    )
    lock.withLock { self.subscription = subscription }
  }

  var box: any SharedRootBox { self }
  var identity: SharedIdentity { SharedIdentity(box: ObjectIdentifier(self)) }
  var isLoading: Bool { lock.withLock { _isLoading } }
  var loadError: (any Error)? { lock.withLock { _loadError } }
  var saveError: (any Error)? { lock.withLock { _saveError } }
  var keyDescription: String { key.map { String(describing: $0) } ?? "value" }

  func value(expectedBy tracker: SharedChangeTracker?) -> Value {
    guard let tracker else { return lock.withLock { current } }
    register(tracker)
    return tracker.snapshot(of: self) as? Value ?? lock.withLock { current }
  }

  func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    if let tracker = SharedChangeTracker.asserting {
      register(tracker)
      var expected = tracker.snapshot(of: self) as? Value ?? lock.withLock { current }
      defer { tracker.setSnapshot(of: self, to: expected) }
      return try operation(&expected)
    }
    @Dependency(\.sharedChangeTrackers) var contextTrackers
    for tracker in contextTrackers { register(tracker) }
    let (result, value, observers) = try lock.withLock {
      willChange()
      let result = try operation(&current)
      return (result, current, Array(self.observers.values))
    }
    if let key = key as? any SharedKey<Value> {
      key.save(value, context: .didSet, continuation: saveContinuation(key: key))
    }
    for observer in observers { observer(value) }
    return result
  }

  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    let id = lock.withLock {
      defer { nextObserver += 1 }
      observers[nextObserver] = observer
      return nextObserver
    }
    return SharedSubscription { [weak self] in
      self?.lock.withLock { _ = self?.observers.removeValue(forKey: id) }
    }
  }

  func load() async throws {
    guard let key else { return }
    lock.withLock { _isLoading = true }
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(key: key) { [weak self] result in
          self?.finishLoad(result)
          done.resume(with: result.map { _ in })
        }
      )
    }
  }

  func save() async throws {
    guard let key = key as? any SharedKey<Value> else { return }
    let value = lock.withLock { current }
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      key.save(
        value, context: .userInitiated,
        continuation: SaveContinuation(key: key) { [weak self] result in
          self?.lock.withLock { self?._saveError = result.failure }
          done.resume(with: result)
        }
      )
    }
  }

  /// Takes a value the key loaded or heard of: a value stored elsewhere, `nil` when nothing is
  /// stored (the declared value again), or why it cannot be read.
  private func finishLoad(_ result: Result<Value?, any Error>) {
    let observers: [@Sendable (Value) -> Void]
    let value: Value
    switch result {
    case .failure(let error):
      lock.withLock {
        _isLoading = false
        _loadError = error
      }
      return
    case .success(let loaded):
      (value, observers) = lock.withLock {
        _isLoading = false
        _loadError = nil
        willChange()
        current = loaded ?? initialValue
        return (current, Array(self.observers.values))
      }
    }
    for observer in observers { observer(value) }
  }

  private func saveContinuation(key: Any) -> SaveContinuation {
    SaveContinuation(key: key) { [weak self] result in
      self?.lock.withLock { self?._saveError = result.failure }
    }
  }

  /// Tells the tracking test stores the value is about to change. Called under the lock.
  private func willChange() {
    for (id, tracker) in trackers {
      guard let tracker = tracker.tracker else {
        trackers[id] = nil
        continue
      }
      tracker.willChange(self, from: current)
    }
  }

  private func register(_ tracker: SharedChangeTracker) {
    lock.withLock {
      trackers[ObjectIdentifier(tracker)] = WeakTracker(tracker: tracker)
    }
  }

  private struct WeakTracker {
    weak var tracker: SharedChangeTracker?
  }
}

extension Result {
  fileprivate var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
