import Foundation

/// Where a ``Shared`` or ``SharedReader``, and every copy of it, finds its value.
/// `$value.load(.otherKey)` points the slot at another key's value, so the copies a parent
/// handed its children follow, and so do the observers (`publisher.values`) already listening.
final class SharedSlot<Value>: SharedReference, @unchecked Sendable {
  private struct Target {
    var reader: any SharedReadableReference<Value>
    /// The same reference, when the value can be changed through it.
    var writer: (any SharedReference<Value>)?
  }

  private struct Observation {
    var observer: @Sendable (Value) -> Void
    var subscription: SharedSubscription
  }

  private let lock = NSLock()
  private var target: Target
  private var observations: [Int: Observation] = [:]
  private var nextObservation = 0

  /// A slot whose value can be changed.
  init(_ reference: any SharedReference<Value>) {
    self.target = Target(reader: reference, writer: reference)
  }

  /// A slot whose value is only read.
  init(reader reference: any SharedReadableReference<Value>) {
    self.target = Target(reader: reference, writer: nil)
  }

  private var current: Target { lock.withLock { target } }

  var box: any SharedRootBox { current.reader.box }
  var identity: SharedIdentity { current.reader.identity }

  func value(expectedBy tracker: SharedChangeTracker?) -> Value {
    current.reader.value(expectedBy: tracker)
  }

  func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    let target = current
    guard let writer = target.writer else {
      var detached = target.reader.currentValue
      return try operation(&detached)
    }
    return try writer.withLock(operation)
  }

  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    let id = lock.withLock {
      defer { nextObservation += 1 }
      observations[nextObservation] = Observation(
        observer: observer, subscription: target.reader.observe(observer)
      )
      return nextObservation
    }
    return SharedSubscription { [weak self] in
      let observation = self?.lock.withLock { self?.observations.removeValue(forKey: id) }
      observation?.subscription.cancel()
    }
  }

  /// Points the slot at `reference` and loads its value.
  func load(_ reference: any SharedReference<Value>) async throws {
    try await load(Target(reader: reference, writer: reference))
  }

  /// Points a read-only slot at `reference` and loads its value.
  func load(reader reference: any SharedReadableReference<Value>) async throws {
    try await load(Target(reader: reference, writer: nil))
  }

  private func load(_ newTarget: Target) async throws {
    move(to: newTarget)
    do {
      try await newTarget.reader.box.load()
    } catch {
      // NB: a load that ends tells the observers the value; one that fails does not.
      let (value, observers) = lock.withLock {
        (target.reader.liveValue, observations.values.map(\.observer))
      }
      for observer in observers { observer(value) }
      throw error
    }
  }

  private func move(to newTarget: Target) {
    let old = lock.withLock {
      target = newTarget
      let old = observations.mapValues(\.subscription)
      for (id, observation) in observations {
        observations[id]?.subscription = newTarget.reader.observe(observation.observer)
      }
      return old
    }
    for subscription in old.values { subscription.cancel() }
  }
}
