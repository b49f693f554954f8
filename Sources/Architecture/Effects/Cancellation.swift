extension Effect {
  /// Makes the effect cancellable with ``cancel(id:)``, optionally cancelling any in-flight effect
  /// with the same identifier first.
  ///
  /// Identifiers are scoped to the feature that returns them: an element of a `forEach` or the
  /// child of an `ifLet` can use a private `CancelID` without clashing with its siblings, and all
  /// of its effects are cancelled when its state goes away.
  ///
  /// ```swift
  /// enum CancelID { case search }
  ///
  /// case let .queryChanged(query):
  ///   return .run { send in await send(.searchResponse(try await search(query))) }
  ///     .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Whether to cancel any effect with the same identifier that is still
  ///     running before starting this one.
  /// - Returns: A cancellable effect.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if self.isNone, !cancelInFlight { return self }
    return Self(
      operation: .cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, effect: self)
    )
  }

  /// An effect that cancels the running effects marked with `id` by
  /// ``cancellable(id:cancelInFlight:)``, including those of child features.
  ///
  /// ```swift
  /// case .stopKeyPressed:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  ///
  /// - Parameter id: The identifier of the effects to cancel.
  /// - Returns: An effect.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: EffectID(id)))
  }
}
