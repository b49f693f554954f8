/// Where a `@SharedReader` value comes from, and how it hears of changes made elsewhere.
///
/// Every `@SharedReader` (or `@Shared`) declared with keys of the same ``id`` reads one value.
/// `Architecture` provides ``InMemoryKey`` and ``FileStorageKey``; a key of your own loads its
/// value, and subscribes to changes made outside the process:
///
/// ```swift
/// struct EnvironmentKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<String?>, continuation: LoadContinuation<String?>) {
///     continuation.resume(returning: ProcessInfo.processInfo.environment[name])
///   }
///   func subscribe(
///     context: LoadContext<String?>, subscriber: SharedSubscriber<String?>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The shared value's type.
  associatedtype Value: Sendable
  /// What makes two keys name the same value.
  associatedtype ID: Hashable = Self

  /// Identifies the value: shared state declared with keys of equal ids is one value.
  var id: ID { get }

  /// Loads the stored value, resuming `continuation` once, now or later.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts delivering changes made outside this process to `subscriber`, until the returned
  /// subscription is cancelled.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}

/// Where a `@Shared` value is stored: a ``SharedReaderKey`` that also saves.
///
/// ```swift
/// func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
///   storage[name] = value
///   continuation.resume()
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Stores `value` after a mutation through `withLock`, or when `save()` is called.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}
