/// A part of a shared value, reached through a key path: `$settings.theme`. Through a
/// writable key path of a ``Shared``, changing it changes the whole; through a ``SharedReader``
/// it is only read.
// NB: unchecked because key paths are not marked Sendable; they are immutable values.
final class SharedProjection<Base, Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReadableReference<Base>
  private let keyPath: KeyPath<Base, Value>
  /// The same base and key path, when the part can be changed.
  private let writable: (base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>)?

  /// A part that can be changed.
  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    self.writable = (base, keyPath)
  }

  /// A part that is only read.
  init(reader base: any SharedReadableReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    self.writable = nil
  }

  var box: any SharedRootBox { base.box }
  var identity: SharedIdentity { base.identity.appending(keyPath) }

  func value(expectedBy tracker: SharedChangeTracker?) -> Value {
    base.value(expectedBy: tracker)[keyPath: keyPath]
  }

  func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    guard let (base, keyPath) = writable else {
      var detached = value(expectedBy: SharedChangeTracker.asserting)
      return try operation(&detached)
    }
    return try base.withLock { try operation(&$0[keyPath: keyPath]) }
  }

  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    let keyPath = UncheckedSendable(keyPath)
    return base.observe { observer($0[keyPath: keyPath.value]) }
  }
}
