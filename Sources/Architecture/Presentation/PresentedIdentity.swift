/// What distinguishes one presentation from the next: an `Identifiable` state's `id`, else the
/// enum case (recursively, its payload's identity), else the type. Presenting a different case
/// or element in place of the current one dismisses it and cancels its effects.
@usableFromInline
func presentedIdentity(of state: Any) -> EffectID {
  func identity(of identifiable: some Identifiable) -> EffectID {
    EffectID(identifiable.id)
  }
  if let identifiable = state as? any Identifiable {
    return identity(of: identifiable)
  }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum else {
    return EffectID(ObjectIdentifier(type(of: state)))
  }
  guard let payload = mirror.children.first else {
    return EffectID(PresentedCase(type: ObjectIdentifier(type(of: state)), name: "\(state)"))
  }
  return EffectID(
    PresentedCase(
      type: ObjectIdentifier(type(of: state)),
      name: payload.label ?? "",
      payload: presentedIdentity(of: payload.value)
    )
  )
}

/// The identity of an enum case of presented state.
struct PresentedCase: Hashable {
  var type: ObjectIdentifier
  var name: String
  var payload: EffectID?
}

/// Whether presented state is a dialog, dismissed after any of its actions; for an enum, whether
/// its current case holds one.
@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return false }
  return payload.value is any _EphemeralState
}

/// State that is dismissed as soon as the person acts on it: `AlertState` and
/// `ConfirmationDialogState`.
///
/// ```swift
/// extension AlertState: _EphemeralState {}
/// ```
public protocol _EphemeralState {}
