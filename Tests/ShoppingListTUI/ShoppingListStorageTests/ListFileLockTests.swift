import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

@Suite(.hangWatchdog(.seconds(60))) struct ListFileLockTests {
  @Test func isRefusedWhileAnotherProcessHoldsIt() async throws {
    try await TemporaryDirectory.with { directory in
      let list = directory.appending("list.json")
      let holder = try LockHoldingProcess(lockPath: ListFileLock.lockPath(forListAt: list))
      #expect(throws: ListStorageError.locked(path: list)) {
        try ListFileLock.acquire(forListAt: list)
      }
      holder.release()
      #expect(throws: Never.self) { try ListFileLock.acquire(forListAt: list) }
    }
  }

  @Test func keepsOtherProcessesOutWhileHeld() async throws {
    try await TemporaryDirectory.with { directory in
      let list = directory.appending("list.json")
      let lock = try ListFileLock.acquire(forListAt: list)
      let lockPath = ListFileLock.lockPath(forListAt: list)
      let attempt = {
        try await Subprocess.run("/usr/bin/flock", ["-n", lockPath, "true"], environment: [:])
      }
      #expect(try await attempt().status == 1)
      lock.release()
      #expect(try await attempt().status == 0)
    }
  }

  @Test func conflictsWithASecondOpenInTheSameProcess() async throws {
    // NB: flock locks belong to an open file description, so a second open() of the lock file
    // in this process is refused just as another process would be.
    try await TemporaryDirectory.with { directory in
      let list = directory.appending("list.json")
      let first = try ListFileLock.acquire(forListAt: list)
      #expect(throws: ListStorageError.locked(path: list)) {
        try ListFileLock.acquire(forListAt: list)
      }
      first.release()
      #expect(throws: Never.self) { try ListFileLock.acquire(forListAt: list) }
    }
  }

  @Test func isReleasedWhenDeallocated() async throws {
    try await TemporaryDirectory.with { directory in
      let list = directory.appending("list.json")
      do {
        _ = try ListFileLock.acquire(forListAt: list)
      }
      #expect(throws: Never.self) { try ListFileLock.acquire(forListAt: list) }
    }
  }

  @Test func createsTheDirectoryAndLeavesTheLockFileInPlace() async throws {
    try await TemporaryDirectory.with { directory in
      let list = directory.appending("new/dir/list.json")
      try ListFileLock.acquire(forListAt: list).release()
      #expect(try directory.fileNames(in: "new/dir") == ["list.json.lock"])
    }
  }

  @Test func reportsWhyItCannotLock() async throws {
    try await TemporaryDirectory.with { directory in
      try directory.write("not a directory", to: "file")
      let list = directory.appending("file/list.json")
      let error = #expect(throws: ListStorageError.self) {
        try ListFileLock.acquire(forListAt: list)
      }
      let parent = directory.appending("file")
      #expect(
        error?.description
          == "cannot lock \(list) for changes: creating the directory \(parent): Not a directory"
      )
    }
  }
}
