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

/// Whether `action` is one the presented dialog sends, so the dialog goes away after it: any
/// action of a dialog presented on its own; for an enum of destinations, an action of the case
/// that holds the dialog, not one meant for another case.
@usableFromInline
func isDialogAction(_ action: Any, of state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first,
    payload.value is any _EphemeralState
  else { return false }
  return payload.label == caseName(of: action)
}

/// State that is dismissed as soon as the person acts on it: `AlertState` and
/// `ConfirmationDialogState`.
///
/// ```swift
/// extension AlertState: _EphemeralState {}
/// ```
public protocol _EphemeralState {}
