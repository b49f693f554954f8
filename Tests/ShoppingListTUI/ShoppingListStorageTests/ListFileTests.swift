import Foundation
import Testing
import TestSupport

@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ListFileTests {
  static let items = [
    ShoppingItem(id: UUID(), name: "milk", isChecked: false),
    ShoppingItem(id: UUID(), name: "Äpfel 🍎 \"fresh\"", isChecked: true),
    ShoppingItem(id: UUID(), name: #"C:\pantry"#, isChecked: false),
  ]

  @Test func aMissingFileIsAnEmptyListAndStaysMissing() async throws {
    try await TemporaryDirectory.with { directory throws in
      let file = ListFile(path: directory.appending("list.json"))
      #expect(try file.read() == [])
      #expect(try directory.fileNames() == [])
    }
  }

  @Test func anEmptyFileIsAnEmptyListAndIsLeftAsItIs() async throws {
    try await TemporaryDirectory.with { directory throws in
      try directory.write("", to: "list.json")
      let file = ListFile(path: directory.appending("list.json"))
      #expect(try file.read() == [])
      #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "")
    }
  }

  @Test func roundTrips() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.write(Self.items)
      #expect(try file.read() == Self.items)
    }
  }

  @Test func cleansNamesAndRepeatedIdsWithoutTouchingTheFile() async throws {
    try await TemporaryDirectory.with { directory in
      let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
      let text = """
        {"format": "shopping-list", "version": 1, "items": [
          {"id": "\(id)", "name": "  milk\\t2%\\u0007 ", "checked": false},
          {"id": "\(id)", "name": "milk copy", "checked": true}
        ]}
        """
      try directory.write(text, to: "list.json")
      let items = try ListFile(path: directory.appending("list.json")).read()
      #expect(items.map(\.name) == ["milk 2%", "milk copy"])
      #expect(items.map(\.isChecked) == [false, true])
      #expect(items[0].id.uuidString == id)
      #expect(items[1].id != items[0].id)
      #expect(try directory.contents(of: "list.json") == Data(text.utf8))
    }
  }

  @Test func neverOverwritesAFileItCannotRead() async throws {
    try await TemporaryDirectory.with { directory in
      let text = #"{"format": "shopping-list", "version": 1, "items": [{"id": 3}]}"#
      try directory.write(text, to: "list.json")
      let file = ListFile(path: directory.appending("list.json"))
      let expected = ListStorageError.invalidContents(
        path: file.path,
        .invalid("expected the id in double quotes, found '3'", line: 1, column: 60)
      )
      #expect(throws: expected) { try file.read() }
      #expect(throws: expected) { try file.update { $0.append(Self.items[0]) } }
      #expect(try directory.contents(of: "list.json") == Data(text.utf8))
      #expect(
        expected.description
          == "\(file.path) is not a valid shopping list (line 1, column 60: expected the id in "
          + "double quotes, found '3'); fix or move the file to go on"
      )
    }
  }

  @Test func refusesAListFromANewerVersion() async throws {
    try await TemporaryDirectory.with { directory in
      let text = #"{"format": "shopping-list", "version": 3, "items": [], "tags": []}"#
      try directory.write(text, to: "list.json")
      let file = ListFile(path: directory.appending("list.json"))
      let expected = ListStorageError.invalidContents(path: file.path, .newerVersion(3))
      let error = #expect(throws: expected) { try file.update { $0.append(Self.items[0]) } }
      #expect(
        error?.description
          == "\(file.path) was written by a newer shopping-list (format version 3; this one "
          + "reads version 2); update shopping-list to use it"
      )
      #expect(try directory.contents(of: "list.json") == Data(text.utf8))
    }
  }

  @Test func reportsAFileThatCannotBeRead() async throws {
    try await TemporaryDirectory.with { directory in
      try FileManager.default.createDirectory(
        atPath: directory.appending("list.json"), withIntermediateDirectories: false
      )
      let file = ListFile(path: directory.appending("list.json"))
      #expect(throws: ListStorageError.unreadable(path: file.path, reason: "Is a directory")) {
        try file.read()
      }
    }
  }

  @Test func reportsAFailedSave() async throws {
    try await TemporaryDirectory.with { directory in
      try directory.write("", to: "file")
      let file = ListFile(path: directory.appending("file/list.json"))
      let error = #expect(throws: ListStorageError.self) { try file.write(Self.items) }
      #expect(
        error?.description
          == "could not save \(file.path): creating the directory \(directory.appending("file")): "
          + "Not a directory"
      )
    }
  }

  @Test func updatesUnderTheLockAndRefusesWhileItIsTaken() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      try file.update { $0 = Self.items }
      #expect(try file.read() == Self.items)
      let holder = try LockHoldingProcess(lockPath: ListFileLock.lockPath(forListAt: file.path))
      defer { holder.release() }
      #expect(throws: ListStorageError.locked(path: file.path)) {
        try file.update { $0.removeAll() }
      }
      #expect(try file.read() == Self.items)
    }
  }

  @Test func aHundredThousandItemsRoundTrip() async throws {
    try await TemporaryDirectory.with { directory in
      let file = ListFile(path: directory.appending("list.json"))
      let items = (0..<100_000).map { index in
        ShoppingItem(id: UUID(), name: "item \(index) ✓", isChecked: index % 7 == 0)
      }
      try file.write(items)
      #expect(try file.read() == items)
    }
  }
}
