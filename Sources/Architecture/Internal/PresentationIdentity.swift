/// What distinguishes one presentation of optional child state from the next: its `id` when it
/// is `Identifiable`, otherwise its type, so effects of a dismissed child cannot leak into the
/// next one.
@usableFromInline
func presentationIdentity(of state: Any) -> EffectID {
  func identity(of identifiable: some Identifiable) -> EffectID {
    EffectID(identifiable.id)
  }
  if let identifiable = state as? any Identifiable {
    return identity(of: identifiable)
  }
  return EffectID(ObjectIdentifier(type(of: state)))
}

/// The namespace of the effects of an `ifLet` child or a `forEach` element.
@usableFromInline
struct ChildNamespace: Hashable {
  let keyPath: AnyKeyPath
  let identity: EffectID

  @usableFromInline
  init(keyPath: AnyKeyPath, identity: EffectID) {
    self.keyPath = keyPath
    self.identity = identity
  }
}
