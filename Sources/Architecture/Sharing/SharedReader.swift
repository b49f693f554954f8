/// Shared state a feature reads but does not change: another feature, another process, or the
/// user's file changes it.
///
/// ```swift
/// struct State: Equatable {
///   @SharedReader(.fileStorage(.settingsFile)) var settings = Settings()
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value>: Sendable {
  /// Shared by every copy, so that ``load(_:)`` moves them all to another key.
  private let slot: SharedSlot<Value>

  var reference: any SharedReadableReference<Value> { slot }

  init(reference: any SharedReadableReference<Value>) {
    self.slot = SharedSlot(reader: reference)
  }

  /// A value that never changes, where shared state is expected.
  ///
  /// ```swift
  /// Child.State(settings: SharedReader(value: Settings()))
  /// ```
  public init(value: Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// A value that never changes, where shared state is expected.
  ///
  /// ```swift
  /// Child.State(settings: .constant(Settings()))
  /// ```
  public static func constant(_ value: Value) -> Self {
    Self(value: value)
  }

  /// Read-only access to shared state a feature holds as ``Shared``.
  ///
  /// ```swift
  /// Child.State(count: SharedReader(state.$count))
  /// ```
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Shared state read from `key`, `wrappedValue` while the key holds nothing.
  ///
  /// ```swift
  /// @SharedReader(.fileStorage(.settingsFile)) var settings = Settings()
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: SharedBoxes.box(for: key, initialValue: wrappedValue()))
  }

  /// Shared state read from a key that carries its default value.
  ///
  /// ```swift
  /// @SharedReader(.count) var count
  /// ```
  public init<Key: SharedReaderKey<Value>>(_ key: SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Shared state read from a key that carries a default, starting at `wrappedValue` instead.
  ///
  /// ```swift
  /// @SharedReader(.count) var count = 10
  /// ```
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) {
    self.init(reference: SharedBoxes.box(for: key, initialValue: wrappedValue()))
  }

  /// Shared state for the value of a shared optional, `nil` when it holds none.
  ///
  /// ```swift
  /// guard let todo = SharedReader(state.$todos[id: id]) else { return .none }
  /// ```
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: SharedUnwrapped(reader: base.reference, initialValue: value))
  }

  /// Shared state for what `key` stores, failing when it stores nothing or cannot be read.
  ///
  /// ```swift
  /// let settings = try await SharedReader(require: .fileStorage(.settingsFile))
  /// ```
  public init<Key: SharedReaderKey<Value>>(require key: Key) async throws {
    let value = try await loadRequiredValue(of: key)
    self.init(reference: SharedBoxes.box(for: key, initialValue: value))
  }

  /// The same shared state: for a memberwise initializer that takes `$settings`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value.
  ///
  /// ```swift
  /// let theme = state.settings.theme
  /// ```
  public var wrappedValue: Value { reference.currentValue }

  /// The shared state itself, for derived state and handing it on.
  ///
  /// ```swift
  /// Child.State(theme: state.$settings.theme)
  /// ```
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// Shared state for a part of this value.
  ///
  /// ```swift
  /// let theme: SharedReader<Theme> = state.$settings.theme
  /// ```
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: SharedProjection(reader: reference, keyPath: keyPath))
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

  /// Why the key could not load (or reload) the value, if it could not.
  ///
  /// ```swift
  /// if let error = state.$settings.loadError { status = "settings unreadable: \(error)" }
  /// ```
  public var loadError: (any Error)? { reference.box.loadError }

  /// Loads the value from its key again.
  public func load() async throws { try await reference.box.load() }

  /// Moves this shared state, and every copy of it, to what `key` stores, and loads it: another
  /// file, another search. When `key` stores nothing, the value stays what it was, now kept by
  /// `key`.
  ///
  /// ```swift
  /// try await state.$results.load(.fileStorage(.results(for: query)))
  /// ```
  ///
  /// - Parameter key: The key to read from now on.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    try await slot.load(
      reader: SharedBoxes.box(for: key, initialValue: wrappedValue, loadsAtOnce: false))
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether two shared values are equal. While a test store asserts, the left side is what the
  /// test expects and the right side what happened.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.isEqual(to: rhs.reference)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The value, described.
  public var description: String { "SharedReader(\(String(describing: wrappedValue)))" }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value, dumped.
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// What a test store's diff compares: the value the test expects and the live value.
  public var _customDiffValues: (Any, Any) { (wrappedValue, reference.liveValue) }
  /// The value's box.
  public var _objectIdentifier: ObjectIdentifier { reference.identity.box }
}
