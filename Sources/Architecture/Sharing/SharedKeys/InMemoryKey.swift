import Dependencies

/// Shared state kept in memory under a name, for as long as the process runs: a value several
/// features share that need not outlive the app.
///
/// ```swift
/// @Shared(.inMemory("isSyncing")) var isSyncing = false
/// ```
///
/// Each test gets a storage of its own (``Dependencies/DependencyValues/defaultInMemoryStorage``),
/// so tests running together do not see each other's values.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let name: String
  private let storage: InMemoryStorage

  init(name: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.name = name
    self.storage = storage
  }

  /// The name, in this storage.
  public var id: InMemoryKeyID { InMemoryKeyID(name: name, storage: ObjectIdentifier(storage)) }

  /// The value stored under the name, or the declared one, which is stored from then on.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let stored = storage.value(named: name, default: context.initialValue)
    continuation.resume(with: .success(stored))
  }

  /// Nothing changes an in-memory value but `withLock`: an inert subscription.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value under the name.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.store(value, named: name)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\(String(reflecting: name)))" }
}

/// What names an in-memory value: its name in one storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let name: String
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// A value kept in memory under `name`.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name: name)
  }
}

/// Where in-memory shared values live: one storage for the app, a new one for each test.
///
/// ```swift
/// withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { … }
/// ```
public final class InMemoryStorage: Sendable {
  private let values = LockIsolated<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  /// The value under `name`; if there is none, `initialValue` is stored and returned.
  func value<Value: Sendable>(named name: String, default initialValue: Value?) -> Value? {
    values.withValue { values in
      // NB: unwrapped before the cast, which would turn a missing value into a stored `nil`
      // when `Value` is itself optional.
      if let stored = values[name], let value = stored as? Value { return value }
      if let initialValue { values[name] = initialValue }
      return initialValue
    }
  }

  func store(_ value: some Sendable, named name: String) {
    values.withValue { $0[name] = value }
  }
}

extension DependencyValues {
  /// The storage of ``InMemoryKey`` values: one for the app, a new one in each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}
