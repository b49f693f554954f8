import ConcurrencyExtras
import Foundation

/// One file's writes and last known bytes, shared by the copies of its ``FileStorageKey``: a
/// burst of changes becomes one write at the end of the storage's write interval, the last
/// change always written, and events about bytes this process wrote are told apart from changes
/// made elsewhere.
final class FileState: Sendable {
  private struct State {
    var lastWrite: ContinuousClock.Instant?
    /// The bytes waiting for the end of the interval, and who waits for them.
    var pending: (data: Data, continuations: [SaveContinuation])?
    /// What the file held when last read or written here.
    var knownData: Data?
  }

  private let url: URL
  private let storage: FileStorage
  private let state = LockIsolated(State())

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
  }

  /// Remembers bytes read from the file; whether they differ from what was known.
  func recordRead(_ data: Data?) -> Bool {
    state.withValue { state in
      defer { state.knownData = data }
      return state.knownData != data
    }
  }

  /// Writes `data` now when asked to or when the interval since the last write is over, else
  /// at its end, together with any change that comes before.
  func write(_ data: Data, now: Bool, continuation: SaveContinuation) {
    enum Plan {
      case writeNow
      case writeLater(after: Duration)
      case alreadyPlanned
    }
    let plan: Plan = state.withValue { state in
      let elapsed = state.lastWrite.map { ContinuousClock().now - $0 }
      guard !now, let elapsed, elapsed < storage.writeInterval else { return .writeNow }
      let isPlanned = state.pending != nil
      state.pending = (data, (state.pending?.continuations ?? []) + [continuation])
      return isPlanned ? .alreadyPlanned : .writeLater(after: storage.writeInterval - elapsed)
    }
    switch plan {
    case .writeNow:
      let superseded = state.withValue { state in
        defer { state.pending = nil }
        return state.pending?.continuations ?? []
      }
      PendingWrites.shared.remove(self)
      finish(superseded + [continuation], result: Result { try writeNow(data) })
    case .writeLater(let delay):
      PendingWrites.shared.insert(self)
      storage.schedule(delay) { [self] in flush() }
    case .alreadyPlanned:
      break
    }
  }

  /// Writes what waits for the end of the interval, now.
  func flush() {
    guard
      let pending = state.withValue({ state in
        defer { state.pending = nil }
        return state.pending
      })
    else { return }
    PendingWrites.shared.remove(self)
    finish(pending.continuations, result: Result { try writeNow(pending.data) })
  }

  private func writeNow(_ data: Data) throws {
    try state.withValue { state in
      // NB: known before the write, for a storage that reports the write while it is made.
      let known = state.knownData
      state.knownData = data
      do {
        try storage.save(data, url)
      } catch {
        state.knownData = known
        throw error
      }
      state.lastWrite = ContinuousClock().now
    }
  }

  private func finish(_ continuations: [SaveContinuation], result: Result<Void, any Error>) {
    for continuation in continuations {
      switch result {
      case .success: continuation.resume()
      case .failure(let error): continuation.resume(throwing: error)
      }
    }
  }
}

/// The files with writes waiting, written when the process exits normally.
final class PendingWrites: Sendable {
  static let shared = PendingWrites()
  private let files = LockIsolated<[ObjectIdentifier: FileState]>([:])

  private init() {
    atexit { PendingWrites.shared.flushAll() }
  }

  func insert(_ file: FileState) { files.withValue { $0[ObjectIdentifier(file)] = file } }
  func remove(_ file: FileState) { files.withValue { $0[ObjectIdentifier(file)] = nil } }

  private func flushAll() {
    for file in files.value.values { file.flush() }
  }
}
