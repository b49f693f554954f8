import Foundation

/// The tasks of a store's running effects, filed by cancellation key, and the action whose
/// reduction started each of them.
///
/// NB: locked rather than main-actor isolated, because `Task.cancel(id:)` cancels synchronously
/// from an effect's operation, which runs off the main actor; origins are only read on the main
/// actor, hence `@unchecked Sendable`.
final class EffectRegistry<Origin>: @unchecked Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let keys: [CancellationKey]
    let origin: Origin
  }

  private struct Storage {
    var entries: [Int: Entry] = [:]
    var idsByKey: [CancellationKey: Set<Int>] = [:]
    var nextID = 0

    mutating func remove(id: Int) -> Entry? {
      guard let entry = self.entries.removeValue(forKey: id) else { return nil }
      for key in entry.keys {
        guard var ids = self.idsByKey[key] else { continue }
        ids.remove(id)
        self.idsByKey[key] = ids.isEmpty ? nil : ids
      }
      return entry
    }
  }

  // NB: read and written only under `lock`.
  private var unlockedStorage = Storage()
  private let lock = NSLock()

  private func withStorage<Result>(_ body: (inout Storage) -> Result) -> Result {
    self.lock.withLock { body(&self.unlockedStorage) }
  }

  /// Whether no effect is running.
  var isEmpty: Bool { self.withStorage { $0.entries.isEmpty } }

  /// The origins of the running effects, oldest first.
  var origins: [Origin] {
    self.withStorage { $0.entries.sorted { $0.key < $1.key }.map(\.value.origin) }
  }

  /// Reserves the identifier of an effect about to be registered.
  func makeID() -> Int {
    self.withStorage { storage in
      defer { storage.nextID += 1 }
      return storage.nextID
    }
  }

  /// Records a running effect.
  func register(id: Int, task: Task<Void, Never>, keys: [CancellationKey], origin: Origin) {
    self.withStorage { storage in
      storage.entries[id] = Entry(task: task, keys: keys, origin: origin)
      for key in keys {
        storage.idsByKey[key, default: []].insert(id)
      }
    }
  }

  /// Forgets an effect that finished or was cancelled.
  func remove(id: Int) {
    self.withStorage { _ = $0.remove(id: id) }
  }

  /// Cancels every effect filed under `key`. Cancelled effects stop counting as running at once;
  /// the actions they still try to send are dropped.
  func cancel(_ key: CancellationKey) {
    let tasks = self.withStorage { storage in
      (storage.idsByKey[key] ?? []).sorted().compactMap { storage.remove(id: $0)?.task }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every effect whose origin satisfies `predicate`.
  func cancel(where predicate: (Origin) -> Bool) {
    let tasks = self.withStorage { storage in
      storage.entries.keys.sorted().compactMap { id -> Task<Void, Never>? in
        guard let entry = storage.entries[id], predicate(entry.origin) else { return nil }
        return storage.remove(id: id)?.task
      }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect.
  func cancelAll() {
    self.cancel { _ in true }
  }
}
