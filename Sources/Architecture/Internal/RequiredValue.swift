/// Loads what `key` stores, for `Shared(require:)`: fails when it stores nothing or cannot load.
func loadRequiredValue<Key: SharedReaderKey>(of key: Key) async throws -> Key.Value {
  try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(key: key) { result in
        continuation.resume(
          with: result.flatMap { $0.map { .success($0) } ?? .failure(NothingStored(key: key)) }
        )
      }
    )
  }
}

/// Why `Shared(require:)` failed: the key stores no value.
struct NothingStored: Error, CustomStringConvertible {
  let key: String

  init(key: Any) {
    self.key = String(describing: key)
  }

  var description: String { "No value is stored for \(key)." }
}
