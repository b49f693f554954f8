/// The values of shared state as they change, for an effect that reacts to changes made by
/// other features or other processes: TCA's `$value.publisher`, with the one part of a Combine
/// publisher that Linux has, its ``values``.
///
/// ```swift
/// return .run { send in
///   for await settings in state.$settings.publisher.values {
///     await send(.settingsChanged(settings))
///   }
/// }
/// ```
public struct SharedPublisher<Value>: Sendable {
  let reference: any SharedReadableReference<Value>
}

extension SharedPublisher where Value: Sendable {
  /// The current value, then each new one, until the task iterating it is cancelled.
  public var values: AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream()
    let subscription = reference.observe { continuation.yield($0) }
    continuation.onTermination = { _ in subscription.cancel() }
    continuation.yield(reference.liveValue)
    return stream
  }
}

extension Shared {
  /// The value as it changes: `for await count in $count.publisher.values { … }`.
  public var publisher: SharedPublisher<Value> { SharedPublisher(reference: reference) }
}

extension SharedReader {
  /// The value as it changes: `for await count in $count.publisher.values { … }`.
  public var publisher: SharedPublisher<Value> { SharedPublisher(reference: reference) }
}
