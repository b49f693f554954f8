/// State shared between features, and kept where its key says: in memory, in a file.
///
/// Every `@Shared` declared with the same key reads and writes one value, so a child feature's
/// change shows in the parent at once. Change it with ``withLock(_:)``, which a ``TestStore``
/// asserts like any other state change.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   struct State: Equatable {
///     @Shared(.fileStorage(.settingsFile)) var theme = Theme.light
///   }
///   enum Action { case themeKeyPressed }
///   var body: some ReducerOf<Self> {
///     Reduce { state, _ in
///       state.$theme.withLock { $0.toggle() }
///       return .none
///     }
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value>: Sendable {
  /// Shared by every copy, so that ``load(_:)`` moves them all to another key.
  private let slot: SharedSlot<Value>

  var reference: any SharedReference<Value> { slot }

  init(reference: any SharedReference<Value>) {
    self.slot = SharedSlot(reference)
  }

  /// Shared state kept in memory only as long as something holds it, with no key: handed to
  /// the features that share it.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// let child = Child.State(count: count)
  /// ```
  public init(value: Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// Shared state stored by `key`, starting at `wrappedValue` when the key holds nothing yet.
  ///
  /// The first declaration of a key in use gives its value; later ones read it.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: SharedBoxes.box(for: key, initialValue: wrappedValue()))
  }

  /// Shared state stored by a key that carries its default value.
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  ///   static var count: Self { Self[.inMemory("count"), default: 0] }
  /// }
  /// @Shared(.count) var count
  /// ```
  public init<Key: SharedKey<Value>>(_ key: SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Shared state stored by a key that carries a default, starting at `wrappedValue` instead.
  ///
  /// ```swift
  /// @Shared(.count) var count = 10
  /// ```
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) {
    self.init(reference: SharedBoxes.box(for: key, initialValue: wrappedValue()))
  }

  /// Shared state for the value of a shared optional, `nil` when it holds none: an element of a
  /// shared collection for a child feature.
  ///
  /// ```swift
  /// guard let todo = Shared(state.$todos[id: id]) else { return .none }
  /// state.detail = Detail.State(todo: todo)
  /// ```
  ///
  /// When the optional later becomes `nil`, this keeps the last value it had, and changes to it
  /// go nowhere.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: SharedUnwrapped(base: base.reference, initialValue: value))
  }

  /// Shared state for what `key` stores, failing when it stores nothing or cannot be read.
  ///
  /// ```swift
  /// let settings = try await Shared(require: .fileStorage(.settingsFile))
  /// ```
  public init<Key: SharedKey<Value>>(require key: Key) async throws {
    let value = try await loadRequiredValue(of: key)
    self.init(reference: SharedBoxes.box(for: key, initialValue: value))
  }

  /// The same shared state: for a memberwise initializer that takes `$count`.
  ///
  /// ```swift
  /// Child.State(count: state.$count)
  /// ```
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value. Read-only: change it with ``withLock(_:)``.
  ///
  /// ```swift
  /// let isEven = state.count.isMultiple(of: 2)
  /// ```
  public var wrappedValue: Value { reference.currentValue }

  /// The shared state itself, for ``withLock(_:)``, derived state and handing it on.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value under its lock, so that a read-modify-write is one step even when
  /// effects change it at the same time, and saves it through its key.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// > Important: Inside a test store's assertion closure, `withLock` describes the value the
  /// > test expects, as assigning to plain state does.
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// Shared state for a part of this value: changing it changes this value.
  ///
  /// ```swift
  /// let theme: Shared<Theme> = state.$settings.theme
  /// ```
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: SharedProjection(base: reference, keyPath: keyPath))
  }

  /// A value worked out from this one, that changes with it.
  ///
  /// ```swift
  /// let total: SharedReader<Int> = state.$items.read { $0.count }
  /// ```
  public func read<Member>(
    _ transform: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: SharedMapping(base: reference, transform: transform))
  }

  /// Whether the key is still loading the value.
  public var isLoading: Bool { reference.box.isLoading }

  /// Why the key could not load (or reload) the value, if it could not; the value stays what it
  /// was.
  ///
  /// ```swift
  /// if let error = state.$settings.loadError { status = "settings unreadable: \(error)" }
  /// ```
  public var loadError: (any Error)? { reference.box.loadError }

  /// Why the key could not save the value, if it could not.
  public var saveError: (any Error)? { reference.box.saveError }

  /// Loads the value from its key again.
  ///
  /// ```swift
  /// try await $settings.load()
  /// ```
  public func load() async throws { try await reference.box.load() }

  /// Moves this shared state, and every copy of it, to what `key` stores, and loads it: another
  /// file, another search. When `key` stores nothing, the value stays what it was, now kept by
  /// `key`.
  ///
  /// ```swift
  /// try await state.$settings.load(.fileStorage(.settingsFile(for: profile)))
  /// ```
  ///
  /// - Parameter key: The key to read and write from now on.
  public func load(_ key: some SharedKey<Value>) async throws {
    try await slot.load(SharedBoxes.box(for: key, initialValue: wrappedValue, loadsAtOnce: false))
  }

  /// Saves the value through its key now, whatever throttling the key does.
  ///
  /// ```swift
  /// try await $settings.save()
  /// ```
  public func save() async throws { try await reference.box.save() }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values are equal. While a test store asserts, the left side is what the
  /// test expects and the right side what the feature did.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.isEqual(to: rhs.reference)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value, described.
  public var description: String { "Shared(\(String(describing: wrappedValue)))" }
}

extension Shared: CustomDumpRepresentable {
  /// The value, dumped.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// What a test store's diff compares: the value the test expects and the live value.
  public var _customDiffValues: (Any, Any) { (wrappedValue, reference.liveValue) }
  /// The value's box.
  public var _objectIdentifier: ObjectIdentifier { reference.identity.box }
}
