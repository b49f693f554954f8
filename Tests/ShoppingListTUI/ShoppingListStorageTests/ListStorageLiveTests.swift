import Dependencies
import Foundation
import IssueCapture
import TestSupport
import Testing

@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite(.hangWatchdog(.seconds(60))) struct ListStorageLiveTests {
  static let items = [
    ShoppingItem(id: UUID(), name: "milk", isChecked: false),
    ShoppingItem(id: UUID(), name: "eggs", isChecked: true),
  ]

  /// The app chooses a list file or a shared folder at launch; a store it forgot to give one
  /// says so, rather than writing a `list.json` of its own beside the shared folder.
  @Test func aLiveStoreWithoutStorageReportsItInsteadOfChoosingAFile() {
    let issues = captureIssues {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.listStorage) var listStorage
        _ = listStorage
      }
    }
    #expect(
      issues.map(\.firstLine) == [
        """
        @Dependency(\\.listStorage) has no live implementation, but was accessed from a live \
        context.
        """
      ]
    )
  }

  @Test func loadsAnEmptyListThenSaves() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      #expect(try await storage.load() == LoadedList(items: [], isOnDisk: false))
      _ = try await storage.save([.insert(Self.items, at: .start)])
      #expect(try file.read() == Self.items)
      _ = try await storage.save([.setChecked(Self.items[1].id, true)])
      _ = try await storage.save([.move(Self.items[1].id, to: .start)])
      let checked = ShoppingItem(id: Self.items[1].id, name: Self.items[1].name, isChecked: true)
      #expect(try file.read() == [checked, Self.items[0]])
      _ = try await storage.save([.remove(Self.items.map(\.id))])
      #expect(try file.read() == [])
      #expect(try await storage.load() == LoadedList(items: [], isOnDisk: true))
    }
  }

  @Test func aChangeToAnItemWhoseIdTheFileRepeatedIsSaved() async throws {
    try await TemporaryDirectory.with { directory in
      let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
      try directory.write(
        """
        {"format": "shopping-list", "version": 1, "items": [
          {"id": "\(id)", "name": "milk", "checked": false},
          {"id": "\(id)", "name": "milk copy", "checked": false}
        ]}
        """,
        to: "list.json"
      )
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      let loaded = try await storage.load()
      #expect(loaded.items.map(\.name) == ["milk", "milk copy"])
      #expect(loaded.items[0].id.uuidString == id)
      let copy = try #require(loaded.items.last)
      #expect(copy.id.uuidString != id)
      _ = try await storage.save([.setChecked(copy.id, true)])
      let saved = try file.read()
      #expect(saved.map(\.id) == [loaded.items[0].id, copy.id])
      #expect(saved.map(\.isChecked) == [false, true])
    }
  }

  @Test func loadingAgainKeepsTheLock() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      _ = try await storage.load()
      _ = try await storage.save([.insert(Self.items, at: .start)])
      #expect(try await storage.load() == LoadedList(items: Self.items))
      _ = try await storage.save([.remove(Self.items.map(\.id))])
      #expect(try file.read() == [])
    }
  }

  @Test func aSecondInstanceIsReadOnlyAndCannotSave() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.write(Self.items)
      let first = ListStorage.live(file: file)
      _ = try await first.load()
      let second = ListStorage.live(file: file)
      let loaded = try await second.load()
      #expect(loaded == LoadedList(items: Self.items, readOnlyReason: .locked(path: file.path)))
      #expect(
        loaded.readOnlyReason?.description
          == "another shopping-list is using \(file.path); quit it to make changes here"
      )
      await #expect(throws: ListStorageError.locked(path: file.path)) {
        _ = try await second.save([.remove([Self.items[0].id])])
      }
      #expect(try file.read() == Self.items)
      _ = try await first.save([.remove([Self.items[0].id])])
      #expect(try file.read() == [Self.items[1]])
    }
  }

  @Test func isReadOnlyWhileAnotherProcessHoldsTheLock() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.write(Self.items)
      let holder = try LockHoldingProcess(lockPath: ListFileLock.lockPath(forListAt: file.path))
      defer { holder.release() }
      let storage = ListStorage.live(file: file)
      #expect(try await storage.load().readOnlyReason == .locked(path: file.path))
      await #expect(throws: ListStorageError.locked(path: file.path)) {
        _ = try await storage.save([.remove([Self.items[0].id])])
      }
      #expect(try file.read() == Self.items)
    }
  }

  @Test func anUnreadableListFailsToLoadAndIsNeverSaved() async throws {
    try await TemporaryDirectory.with { directory in
      let text = #"{"format": "shopping-list", "version": 3, "items": []}"#
      try directory.write(text, to: "list.json")
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      let expected = ListStorageError.invalidContents(path: file.path, .newerVersion(3))
      await #expect(throws: expected) { try await storage.load() }
      await #expect(throws: expected) {
        try await storage.save([.insert(Self.items, at: .start)])
      }
      #expect(try directory.contents(of: "list.json") == Data(text.utf8))
    }
  }

  @Test func aSaveBeforeLoadingIsReportedAndRefused() async throws {
    try await TemporaryDirectory.with { directory throws in
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      let issues = await captureIssues {
        await #expect(throws: ListStorageError.notLoaded(path: file.path)) {
          _ = try await storage.save([.insert(Self.items, at: .start)])
        }
      }
      #expect(
        issues.map(\.message) == [
          """
          The list was saved before it was loaded, so the save was refused.

          A save before "ListStorage.load" finished could overwrite a list that was never read, or \
          that another shopping-list is using. Load the list before the store that saves it \
          starts, as the app does at launch ("ListLoading").
          """
        ]
      )
      #expect(try directory.fileNames() == [])
    }
  }

  @Test func aFailedSaveSaysWhyAndKeepsTheOldList() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("lists/list.json"))
      let storage = ListStorage.live(file: file)
      _ = try await storage.load()
      _ = try await storage.save([.insert(Self.items, at: .start)])
      // The directory is moved away and a file takes its place, so the save cannot happen.
      let lists = directory.appending("lists")
      try FileManager.default.moveItem(atPath: lists, toPath: directory.appending("moved"))
      try directory.write("in the way", to: "lists")
      await #expect(
        throws: ListStorageError.saveFailed(
          path: file.path,
          cause: SystemCallError(action: "creating the directory \(lists)", code: ENOTDIR)
        )
      ) {
        _ = try await storage.save([.remove([Self.items[0].id])])
      }
      #expect(try ListFile(path: directory.appending("moved/list.json")).read() == Self.items)
      #expect(try directory.fileNames(in: "moved") == ["list.json", "list.json.lock"])
    }
  }

  @Test func savesAndReloadsAHundredThousandItems() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      let storage = ListStorage.live(file: file)
      _ = try await storage.load()
      let items = (0..<100_000).map { ShoppingItem(id: UUID(), name: "item \($0)") }
      _ = try await storage.save([.insert(items, at: .start)])
      #expect(try await ListStorage.live(file: file).load().items.elements == items)
    }
  }
}
