import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A burst of real `shopping-list add` processes of two devices on one shared folder while an
/// app-like session of one of them saves a change of its own every 100 ms and listens to the
/// folder as the app does.
@Suite(.hangWatchdog(.seconds(120))) struct SharedListBurstTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"

  @Test func everyAcknowledgedAddIsInTheListOnceWhileAnAppSavesEvery100Milliseconds()
    async throws
  {
    let homes = (try TemporaryDirectory(), try TemporaryDirectory())
    defer { [homes.0, homes.1].forEach { $0.remove() } }
    try await TemporaryDirectory.with { directory in
      let laptop = ShoppingListExecutable(home: homes.0)
      let phone = ShoppingListExecutable(home: homes.1)
      try laptop.writeIdentity(Self.laptop, name: "laptop")
      try phone.writeIdentity(Self.phone, name: "phone")
      let folder = directory.appending("shared")
      let device = DeviceID(uuid: try #require(UUID(uuidString: Self.laptop)))
      let app = AppLikeSession(
        storage: .shared(
          SharedListSession(
            folder: SharedFolder(path: folder, device: DeviceIdentity(id: device, name: "laptop"))
          )
        )
      )
      try await app.start()
      let own = ShoppingItem(id: UUID(), name: "session item")
      let first = try await app.storage.save([.add(id: own.id, name: own.name, at: .end)])
      let ticker = Task { try await app.changeEvery100Milliseconds(own) }

      // Two processes of the session's device and two of another, 40 adds of 5 names each.
      let writes = try await withThrowingTaskGroup(of: Writes.self) { group in
        for (writer, executable) in [laptop, laptop, phone, phone].enumerated() {
          group.addTask { try await Self.add(as: executable, writer: writer, to: folder) }
        }
        return try await group.reduce(into: Writes()) { $0.merge($1) }
      }
      ticker.cancel()
      let saves = try await ticker.value.merging([first: own]) { $1 }
      let last = try #require(saves.max { $0.key < $1.key }?.value)
      #expect(writes.failures == [])
      #expect(writes.acknowledged.count == 800)
      #expect(saves.count >= 10)

      let listed = try await phone.run("list", "--list", folder)
      #expect(listed.status == 0, "\(listed.standardError)")
      let lines = listed.standardOutput.split(separator: "\n").map(String.init)
      let counts = lines.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      let missing = writes.acknowledged.filter { counts["[ ] \($0)"] == nil }
      let doubled = counts.filter { $0.value > 1 }.map(\.key).sorted()
      #expect(missing == [])
      #expect(doubled == [])
      #expect(lines.count == writes.acknowledged.count + 1)
      #expect(lines.last == (last.isChecked ? "[x] " : "[ ] ") + last.name)
      // Each writer's adds keep their order: the newest batch first, each in argument order.
      for writer in 0..<4 {
        let mine = lines.filter { $0.hasPrefix("[ ] w\(writer) ") }
        #expect(mine == Self.names(of: writer).reversedBatches.map { "[ ] \($0)" })
      }

      // The app was told of everything, and each save's patch carries what it saved.
      let onDisk = try SharedFolder(path: folder, device: DeviceIdentity(id: .random(), name: "t"))
        .read().list.visibleItems
      try await app.waitUntilShowing(Set(onDisk))
      // NB: the last saves may leave the items as they were (checked, then unchecked), so the
      // items shown do not say that their patches arrived: their numbers do.
      try await app.waitUntilReceived(saves.keys.max() ?? 0)
      let shown = app.shown
      #expect(Set(onDisk).subtracting(shown) == [])
      #expect(shown.subtracting(onDisk) == [])
      let patches = app.patches
      #expect(patches.map(\.number) == Array(1...max(patches.count, 1)))
      for (number, saved) in saves {
        let patch = patches.first { $0.number == number }
        // NB: the item as the app saw it, less who added it, which the session stamps.
        let carried = patch?.items.contains {
          $0.item.id == saved.id && $0.item.name == saved.name
            && $0.item.isChecked == saved.isChecked
        }
        #expect(carried == true, "patch \(number)")
      }
      await app.stop()
    }
  }

  // MARK: Helpers

  /// What the writer processes did: the names of the adds that exited 0, and the others.
  struct Writes: Sendable {
    var acknowledged: [String] = []
    var failures: [String] = []

    mutating func merge(_ other: Writes) {
      acknowledged += other.acknowledged
      failures += other.failures
    }
  }

  /// The names writer `writer` adds, 5 in each of 40 batches, e.g. "w2 b13 i4".
  static func names(of writer: Int) -> [[String]] {
    (0..<40).map { batch in (0..<5).map { "w\(writer) b\(batch) i\($0)" } }
  }

  /// Runs `add --list folder` once per batch of writer `writer`, one after the other.
  static func add(
    as executable: ShoppingListExecutable, writer: Int, to folder: String
  ) async throws -> Writes {
    var writes = Writes()
    for batch in names(of: writer) {
      let result = try await executable.run(arguments: ["add", "--list", folder] + batch)
      if result.status == 0 {
        writes.acknowledged += batch
      } else {
        writes.failures.append("\(batch[0]): \(result.status) \(result.standardError)")
      }
    }
    return writes
  }
}

extension [[String]] {
  /// The names of later batches first, each batch in its order: how `add` stacks them.
  fileprivate var reversedBatches: [String] { reversed().flatMap { $0 } }
}

/// Stands in for the app on a shared list: it shows what it loaded with every patch since
/// applied (by id; the order is the app's business), and saves changes to one item of its own.
private final class AppLikeSession: Sendable {
  let storage: ListStorage
  private let state = Mutex(State())

  private struct State {
    var shown: [UUID: ShoppingItem] = [:]
    var patches: [ListPatch] = []
    var listening: Task<Void, Never>?
  }

  init(storage: ListStorage) {
    self.storage = storage
  }

  /// The items shown now.
  var shown: Set<ShoppingItem> { state.withLock { Set($0.shown.values) } }

  /// Every patch received, in the order received.
  var patches: [ListPatch] { state.withLock { $0.patches } }

  /// Loads the list and listens to its updates, which starts the folder watcher.
  func start() async throws {
    let loaded = try await storage.load()
    let updates = await storage.updates()
    let listening = Task {
      for await patch in updates {
        self.state.withLock { state in
          state.patches.append(patch)
          for removed in patch.removed { state.shown[removed.id] = nil }
          for patched in patch.items { state.shown[patched.item.id] = patched.item }
        }
      }
    }
    state.withLock { state in
      for item in loaded.items { state.shown[item.id] = item }
      state.listening = listening
    }
  }

  /// Until cancelled, every 100 ms checks or unchecks `item`, renaming it every fifth time
  /// instead; returns what each save left the item as, by the number of its patch.
  func changeEvery100Milliseconds(_ item: ShoppingItem) async throws -> [Int: ShoppingItem] {
    var item = item
    var saves: [Int: ShoppingItem] = [:]
    for tick in 1... {
      try? await Task.sleep(for: .milliseconds(100))
      if Task.isCancelled { break }
      let change: ListChange
      if tick.isMultiple(of: 5) {
        item.name = "session item \(tick)"
        change = .rename(item.id, item.name)
      } else {
        item.isChecked.toggle()
        change = .setChecked(item.id, item.isChecked)
      }
      saves[try await storage.save([change])] = item
    }
    return saves
  }

  /// Waits until the items shown are `expected`, for at most 10 s, as the folder watcher
  /// delivers the last writes.
  func waitUntilShowing(_ expected: Set<ShoppingItem>) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while shown != expected, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits until the patch numbered `number` has arrived, for at most 10 s.
  func waitUntilReceived(_ number: Int) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !patches.contains(where: { $0.number == number }), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Stops listening, which stops the folder watcher.
  func stop() async {
    let listening = state.withLock { $0.listening }
    listening?.cancel()
    await listening?.value
  }
}
