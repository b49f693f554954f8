import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListTUI

/// The list is opened before the store starts, on real files through the live storage.
@Suite(.hangWatchdog(.seconds(60)))
struct ListLoadingTests {
  static let milk = ShoppingItem(id: UUID(1), name: "milk")

  @Test func aMissingFileIsAnEmptyWritableList() async throws {
    try await TemporaryDirectory.with { directory in
      let storage = ListStorage.live(file: ListFile(path: directory.appending("list.json")))
      let list = await ListLoading.initialState(from: storage)
      #expect(list.items.isEmpty)
      #expect(!list.isReadOnly)
      #expect(list.save.status == .notSavedYet)
    }
  }

  @Test func theItemsOnDiskAreLoadedAndCanBeSaved() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.write([Self.milk])
      let storage = ListStorage.live(file: file)
      let list = await ListLoading.initialState(from: storage)
      #expect(Array(list.items) == [Self.milk])
      #expect(!list.isReadOnly)
      #expect(list.save.status == .saved)
      _ = try await storage.save([.remove([Self.milk.id])])
      #expect(try file.read().isEmpty)
    }
  }

  @Test func aListLockedByAnotherShoppingListOpensReadOnlyWithItsItems() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.write([Self.milk])
      let other = try LockHoldingProcess(lockPath: ListFileLock.lockPath(forListAt: file.path))
      defer { other.release() }
      let list = await ListLoading.initialState(from: .live(file: file))
      #expect(Array(list.items) == [Self.milk])
      #expect(list.save.status == .readOnly(ListStorageError.locked(path: file.path).description))
    }
  }

  @Test func aBrokenFileOpensAnEmptyReadOnlyListNamingTheProblem() async throws {
    try await TemporaryDirectory.with { directory in
      let truncated = #"{"format": "shopping-list", "version": 1, "items": ["#
      try directory.write(truncated, to: "list.json")
      let storage = ListStorage.live(file: ListFile(path: directory.appending("list.json")))
      let list = await ListLoading.initialState(from: storage)
      #expect(list.items.isEmpty)
      guard case .readOnly(let reason) = list.save.status else {
        Issue.record("expected a read-only list, got \(list.save.status)")
        return
      }
      #expect(reason.contains("list.json is not a valid shopping list"))
      #expect(try directory.contents(of: "list.json") == Data(truncated.utf8))
    }
  }

  @Test func theLauncherWaitsForTheListWithoutAnAsyncContext() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = ListFile(path: directory.appending("list.json"))
    try file.write([Self.milk])
    // NB: blocks a thread of its own, as the launcher blocks a main thread nothing else needs.
    // While a TestStore elsewhere in the process is alive, every task runs on the main thread,
    // so blocking the thread this test runs on would wait for itself forever.
    let list = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: ListLoading.initialStateWaiting(from: .live(file: file)))
      }
    }
    #expect(Array(list.items) == [Self.milk])
    #expect(!list.isReadOnly)
  }
}
