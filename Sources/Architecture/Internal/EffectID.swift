/// A type-erased cancel identifier or namespace component.
///
/// NB: `@unchecked Sendable` because identifiers are only hashed and compared, on the main
/// actor, and `AnyHashable` itself is not `Sendable`.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  let rawValue: AnyHashable

  @usableFromInline
  init(_ rawValue: some Hashable) {
    self.rawValue = AnyHashable(rawValue)
  }
}
