/// A value worked out from shared state, read-only: `$count.read { $0 * 2 }`.
final class SharedMapping<Base, Value>: SharedReadableReference, @unchecked Sendable {
  private let base: any SharedReadableReference<Base>
  private let transform: @Sendable (Base) -> Value

  init(base: any SharedReadableReference<Base>, transform: @escaping @Sendable (Base) -> Value) {
    self.base = base
    self.transform = transform
  }

  var box: any SharedRootBox { base.box }
  var identity: SharedIdentity { base.identity.appending(ObjectIdentifier(self)) }

  func value(expectedBy tracker: SharedChangeTracker?) -> Value {
    transform(base.value(expectedBy: tracker))
  }

  func observe(_ observer: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    base.observe { [transform] in observer(transform($0)) }
  }
}
