/// A key with the value shared state starts from when the key holds nothing, so declarations
/// need not repeat it.
///
/// ```swift
/// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
///   static var count: Self { Self[.inMemory("count"), default: 0] }
/// }
///
/// @Shared(.count) var count
/// ```
public struct SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key` starting from `value`.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The value shared state starts from when the key holds nothing.
  ///
  /// ```swift
  /// #expect(InMemoryKey<Int>.Default.count.initialValue == 0)
  /// ```
  public var initialValue: Base.Value { defaultValue() }

  /// The base key's identity: with or without a default, a key names one value.
  public var id: Base.ID { base.id }

  /// Loads through the base key.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the base key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the base key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedKeyDefault: CustomStringConvertible {
  /// The base key, described.
  public var description: String { String(describing: base) }
}

extension SharedReaderKey {
  /// This key with a default value: `Self[.inMemory("count"), default: 0]`.
  public typealias Default = SharedKeyDefault<Self>
}
