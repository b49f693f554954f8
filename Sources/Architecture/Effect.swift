/// Work that a reducer asks the store to perform after it has updated state, and that may feed
/// actions back into the store.
///
/// Effects are values: reducers build them, the ``Store`` runs them.
///
/// ```swift
/// case .numberFactKeyPressed:
///   return .run { [count = state.count] send in
///     await send(.numberFactResponse(Result { try await numberFact.fetch(count) }))
///   }
/// ```
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(priority: TaskPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: EffectID, cancelInFlight: Bool, effect: Effect<Action>)
    case cancel(id: EffectID)
    case namespace(EffectID, effect: Effect<Action>)
    case cancelNamespace(EffectID)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

extension Effect {
  /// An effect that does nothing.
  ///
  /// ```swift
  /// case .incrementKeyPressed:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that immediately feeds `action` back into the store, in the same batch as the
  /// action that returned it, before any asynchronous effect starts.
  ///
  /// Prefer sharing logic through a helper method; use this to hand an action to a parent or a
  /// child feature.
  ///
  /// ```swift
  /// case .saveKeyPressed:
  ///   return .send(.delegate(.saved))
  /// ```
  ///
  /// - Parameter action: The action to send.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work and may send any number of actions back.
  ///
  /// The operation runs with the dependencies that were current when the effect was created, so
  /// `@Dependency` values overridden for the store or the reducer reach it.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   let fact = try await numberFact.fetch(count)
  ///   await send(.numberFactResponse(.success(fact)))
  /// } catch: { error, send in
  ///   await send(.numberFactResponse(.failure(error)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work to perform; it sends actions with the ``Send`` it receives.
  ///   - handler: Receives an error thrown by `operation` (other than a `CancellationError`, which
  ///     ends the effect quietly, as in TCA); without
  ///     one, such an error is reported as an issue.
  ///   - fileID: The file a misuse is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a misuse is reported at: the caller's, by default.
  ///   - column: The column a misuse is reported at: the caller's, by default.
  /// - Returns: An effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        operation: .run(priority: priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                  \(String(customDumping: error).indented(by: 4))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: fileID,
                  filePath: filePath,
                  line: line,
                  column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    }
  }

  /// Whether the effect does nothing, so a caller can skip work for it.
  @usableFromInline
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }

  /// Whether the effect completes without starting a task: it only sends and cancels.
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel, .cancelNamespace:
      return true
    case .run:
      return false
    case let .merge(effects), let .concatenate(effects):
      return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect), let .namespace(_, effect):
      return effect.isSynchronous
    }
  }
}
