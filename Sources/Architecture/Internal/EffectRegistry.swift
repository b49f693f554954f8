/// The tasks of a store's running effects, filed by cancellation key, and the action whose
/// reduction started each of them.
@MainActor
final class EffectRegistry<Origin> {
  struct Entry {
    let task: Task<Void, Never>
    let keys: [CancellationKey]
    let origin: Origin
  }

  private var entries: [Int: Entry] = [:]
  private var idsByKey: [CancellationKey: Set<Int>] = [:]
  private var nextID = 0

  /// Whether no effect is running.
  var isEmpty: Bool { self.entries.isEmpty }

  /// The origins of the running effects, oldest first.
  var origins: [Origin] {
    self.entries.sorted { $0.key < $1.key }.map(\.value.origin)
  }

  /// Reserves the identifier of an effect about to be registered.
  func makeID() -> Int {
    defer { self.nextID += 1 }
    return self.nextID
  }

  /// Records a running effect.
  func register(id: Int, task: Task<Void, Never>, keys: [CancellationKey], origin: Origin) {
    self.entries[id] = Entry(task: task, keys: keys, origin: origin)
    for key in keys {
      self.idsByKey[key, default: []].insert(id)
    }
  }

  /// Forgets an effect that finished or was cancelled.
  func remove(id: Int) {
    guard let entry = self.entries.removeValue(forKey: id) else { return }
    for key in entry.keys {
      guard var ids = self.idsByKey[key] else { continue }
      ids.remove(id)
      self.idsByKey[key] = ids.isEmpty ? nil : ids
    }
  }

  /// Cancels every effect filed under `key`. Cancelled effects stop counting as running at once;
  /// the actions they still try to send are dropped.
  func cancel(_ key: CancellationKey) {
    guard let ids = self.idsByKey[key] else { return }
    for id in ids.sorted() {
      self.entries[id]?.task.cancel()
      self.remove(id: id)
    }
  }

  /// Cancels every running effect.
  /// Cancels every effect whose origin satisfies `predicate`.
  func cancel(where predicate: (Origin) -> Bool) {
    for (id, entry) in self.entries.sorted(by: { $0.key < $1.key }) where predicate(entry.origin) {
      entry.task.cancel()
      self.remove(id: id)
    }
  }

  func cancelAll() {
    for (id, entry) in self.entries.sorted(by: { $0.key < $1.key }) {
      entry.task.cancel()
      self.remove(id: id)
    }
  }
}
