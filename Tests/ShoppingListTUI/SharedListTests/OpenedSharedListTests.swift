import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct OpenedSharedListTests {
  let items = [
    ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true),
    ShoppingItem(id: Fixture.eggs, name: "eggs"),
  ]

  func location(_ directory: TemporaryDirectory, folder: String) -> SharedListLocation {
    SharedListLocation(
      folder: directory.appending(folder), identity: directory.appending("state/device.json"),
      legacyList: folder == "data/list" ? directory.appending("data/list.json") : nil
    )
  }

  @Test func theFirstOpeningCreatesTheIdentityAndTakesTheOldListOver() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try ListFile(path: directory.appending("data/list.json")).write(items)
    let location = location(directory, folder: "data/list")

    let opened = try OpenedSharedList.open(at: location, deviceName: "laptop", now: Fixture.noon)

    #expect(opened.folder.device.name == "laptop")
    #expect(opened.folder.path == directory.appending("data/list"))
    #expect(opened.migration?.itemCount == 2)
    #expect(
      opened.migrationNotice
        == "moved 2 items from \(directory.path)/data/list.json into the shared list "
        + "\(directory.path)/data/list; the old file is kept as "
        + "\(directory.path)/data/list.json.v1-backup"
    )
    #expect(try opened.folder.read().list.visibleItems == items)
    #expect(
      try directory.fileNames(in: "data") == [
        "list", "list.json.lock", "list.json.migration.lock", "list.json.v1-backup",
      ]
    )

    let again = try OpenedSharedList.open(at: location, deviceName: "other", now: Fixture.noon)
    #expect(again.folder.device == opened.folder.device)
    #expect(again.migration == nil)
    #expect(again.migrationNotice == nil)
    #expect(try again.folder.read().list.visibleItems == items)
  }

  @Test func anotherFolderLeavesTheOldListAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try ListFile(path: directory.appending("data/list.json")).write(items)

    let opened = try OpenedSharedList.open(
      at: location(directory, folder: "elsewhere"), deviceName: "laptop", now: Fixture.noon
    )

    #expect(opened.migration == nil)
    #expect(try opened.folder.read().list.visibleItems == [])
    #expect(try directory.fileNames(in: "data") == ["list.json"])
  }

  @Test func anInvalidIdentityStopsTheOpening() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.appending("state"), withIntermediateDirectories: true
    )
    try directory.write("{\"device\": \"not a uuid\"}\n", to: "state/device.json")
    let error = #expect(throws: SharedFolderError.self) {
      try OpenedSharedList.open(at: location(directory, folder: "data/list"), deviceName: "laptop")
    }
    #expect(
      error?.description
        == "the device identity \(directory.path)/state/device.json is not valid (line 1, "
        + "column 12: a device id must be a UUID); move it away to start as a new device"
    )
  }

  @Test func aNewDeviceIsNamedAfterTheHost() throws {
    let host = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
    #expect(OpenedSharedList.defaultDeviceName() + "\n" == host)
  }
}
