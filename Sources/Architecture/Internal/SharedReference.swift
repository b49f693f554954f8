/// A shared value's storage as ``SharedReader`` sees it: the value of a key (``SharedBox``), or
/// a part of one reached through a key path.
protocol SharedReadableReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The box this reference reads through.
  var box: any SharedRootBox { get }
  /// Names the value for equality: the box and the key paths from its value.
  var identity: SharedIdentity { get }
  /// The value the test expects, while `tracker` asserts, else the live value.
  func value(expectedBy tracker: SharedChangeTracker?) -> Value
  /// Calls `observer` with each new value until the returned token is cancelled.
  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription
}

/// A shared value's storage as ``Shared`` sees it: it can also be changed.
protocol SharedReference<Value>: SharedReadableReference {
  /// Changes the live value under the lock, or, while a test store asserts, the value the test
  /// expects.
  func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R
}

extension SharedReadableReference {
  /// The value as shared state shows it: what the test expects while a test store asserts.
  var currentValue: Value { value(expectedBy: SharedChangeTracker.asserting) }
  /// The live value, whatever asserts.
  var liveValue: Value { value(expectedBy: nil) }
}

/// What names a shared value: the box it lives in and the way into the box's value (key paths,
/// and the identity of a `read` transform).
struct SharedIdentity: Hashable {
  var box: ObjectIdentifier
  var path: [AnyHashable] = []

  func appending(_ step: AnyHashable) -> Self {
    Self(box: box, path: path + [step])
  }
}

/// What ``Shared`` asks of a box whatever its value: loading, saving and their errors.
protocol SharedRootBox: AnyObject, Sendable {
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  /// A description of the key, for messages: `.fileStorage("/path")`.
  var keyDescription: String { get }
  func load() async throws
  func save() async throws
}

extension SharedReadableReference where Value: Equatable {
  /// Whether this value equals `other`'s. While a test store asserts, this side is what the
  /// test expects and `other` what the feature did, when both name the same value.
  func isEqual(to other: any SharedReadableReference<Value>) -> Bool {
    guard let tracker = SharedChangeTracker.asserting, identity == other.identity else {
      return currentValue == other.currentValue
    }
    return value(expectedBy: tracker) == other.liveValue
  }
}
