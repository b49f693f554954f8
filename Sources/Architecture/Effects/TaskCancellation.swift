extension Task where Success == Never, Failure == Never {
  /// Cancels the effects running under `id` in the store (and namespace) of the effect that
  /// calls it, at once and from any isolation, as in TCA.
  ///
  /// ```swift
  /// return .run { _ in
  ///   Task.cancel(id: CancelID.timer)
  /// }
  /// ```
  ///
  /// Outside an effect run by a store it does nothing: identifiers belong to a store here, not
  /// to the process.
  ///
  /// - Parameter id: The identifier the effects were made cancellable with.
  public static func cancel(id: some Hashable & Sendable) {
    EffectRuntime.current?.cancel(EffectID(id))
  }
}

/// Runs `operation` as work cancellable under `id`, like an effect made
/// `.cancellable(id:cancelInFlight:)`, from inside an effect's operation.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.searchResponse(try await search(query)))
///   }
/// }
/// ```
///
/// Outside an effect run by a store it simply runs `operation`. It throws what `operation`
/// throws, so a non-throwing operation needs no `try`, and runs from any isolation, as in TCA.
///
/// - Parameters:
///   - id: The identifier to file the work under.
///   - cancelInFlight: Whether to cancel work already running under `id` first.
///   - isolation: The actor the caller runs on, kept while waiting.
///   - operation: The work.
/// - Returns: What `operation` returned.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  guard let runtime = EffectRuntime.current else { return try await operation() }
  let id = EffectID(id)
  // NB: cancelling what runs under `id`, starting the work and filing it happen in one step on
  // the store's actor, so a cancellation of `id` never falls between them.
  let (work, unregister) = await MainActor.run {
    if cancelInFlight {
      runtime.cancel(id)
    }
    let work = Task { () async -> Result<T, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    let handle = Task<Void, Never> {
      await withTaskCancellationHandler {
        _ = await work.value
      } onCancel: {
        work.cancel()
      }
    }
    return (work, runtime.register(id, handle))
  }
  let result = await withTaskCancellationHandler {
    await work.value
  } onCancel: {
    work.cancel()
  }
  await MainActor.run { unregister() }
  return try result.get()
}
