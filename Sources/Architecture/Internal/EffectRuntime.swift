/// What an effect's operation can ask of the store running it: cancelling by identifier, and
/// filing a task under an identifier, in the effect's own namespace.
struct EffectRuntime: Sendable {
  let cancel: @Sendable (EffectID) -> Void
  let register: @MainActor @Sendable (EffectID, Task<Void, Never>) -> (@MainActor () -> Void)

  /// The runtime of the effect whose operation is running, if any.
  @TaskLocal static var current: Self?
}

extension EffectContext: @unchecked Sendable {}
