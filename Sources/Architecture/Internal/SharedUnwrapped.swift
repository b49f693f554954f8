import Foundation

/// A shared optional that held a value, as that value: `Shared($todos[id: id])`. When the
/// optional becomes `nil` (the element was removed), it keeps showing the last value it had,
/// and changes to it go nowhere.
final class SharedUnwrapped<Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReadableReference<Value?>
  /// The same optional, when it can be changed.
  private let mutableBase: (any SharedReference<Value?>)?
  private let lock = NSLock()
  private var _lastValue: Value
  /// Keeps ``lastValue`` up to date with changes made through other references.
  private var subscription: SharedSubscription?
  private var lastValue: Value {
    get { lock.withLock { _lastValue } }
    set { lock.withLock { _lastValue = newValue } }
  }

  /// Unwraps a shared optional that can be changed.
  init(base: any SharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.mutableBase = base
    self._lastValue = initialValue
    followChanges()
  }

  /// Unwraps a shared optional that is only read.
  init(reader base: any SharedReadableReference<Value?>, initialValue: Value) {
    self.base = base
    self.mutableBase = nil
    self._lastValue = initialValue
    followChanges()
  }

  private func followChanges() {
    let subscription = base.observe { [weak self] value in
      if let value { self?.lastValue = value }
    }
    lock.withLock { self.subscription = subscription }
  }

  var box: any SharedRootBox { base.box }
  var identity: SharedIdentity { base.identity.appending(\Value?.self) }

  func value(expectedBy tracker: SharedChangeTracker?) -> Value {
    guard let value = base.value(expectedBy: tracker) else { return lastValue }
    lastValue = value
    return value
  }

  func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    guard let mutableBase else {
      var detached = value(expectedBy: SharedChangeTracker.asserting)
      return try operation(&detached)
    }
    return try mutableBase.withLock { optional in
      guard var value = optional else {
        var detached = lastValue
        return try operation(&detached)
      }
      defer {
        optional = value
        lastValue = value
      }
      return try operation(&value)
    }
  }

  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    base.observe { if let value = $0 { observer(value) } }
  }
}
