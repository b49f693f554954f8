import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A history folder written by someone who means harm: each way a history file can carry what
/// an item file cannot (a count, a list's id) and the folder's own limits, checked on the
/// history's own reader. A hang ends the run naming the test.
@Suite(.hangWatchdog(.seconds(60))) struct HostileHistoryTests {
  let noon = Fixture.noon
  static let phoneFile = "device-\(HostileFolderTests.phoneID).jsonl"
  static let tabletFile = "device-\(HostileFolderTests.tabletID).jsonl"
  static let milkID = HistoryEntryID.id(list: .main, name: "milk").uuidString

  func history(_ directory: TemporaryDirectory) -> HistoryFolder {
    HistoryFolder(
      listFolder: SharedFolder(
        path: directory.appending("list"),
        device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
      )
    )
  }

  /// A history record of milk with `bought` as its count's raw JSON, stamped `wall`.
  static func milk(bought: String, wall: Int64 = Fixture.noon, list: String? = nil) -> String {
    let listField = list.map { #", "list-id": [\#($0)]"# } ?? ""
    return
      #"{"id": "\#(milkID)", "edited": [\#(wall), 0], "name": ["milk"], "left": [true], "bought": [\#(bought)]\#(listField)}"#
  }

  func write(
    _ file: String, _ device: String, _ records: [String], in directory: TemporaryDirectory
  )
    throws
  {
    try FileSystem.createDirectories(directory.appending("list/history"))
    try directory.write(
      HostileFolderTests.deviceFile(device, records), to: "list/history/" + file
    )
  }

  @Test func aForgedCountNearTheLargestSaturatesInsteadOfOverflowing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try write(
      Self.phoneFile, HostileFolderTests.phoneID, [Self.milk(bought: "9223372036854775806")],
      in: directory)
    try write(Self.tabletFile, HostileFolderTests.tabletID, [Self.milk(bought: "5")], in: directory)
    let history = history(directory)
    var list = try history.read(now: noon).list
    #expect(list.historyEntries.map(\.timesBought) == [9_223_372_036_854_775_807])
    // This device's own purchase on top of it still saturates, and is written as a number the
    // decoder reads back.
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true)
    list = try history.record([.left(milk, bought: true)], into: list, now: noon + 1)
    #expect(list.historyEntries.map(\.timesBought) == [9_223_372_036_854_775_807])
    #expect(try history.read(now: noon + 1).skipped == [])
  }

  @Test func aCountOfAThousandDigitsIsTheLargestAndNotANumberIsNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try write(
      Self.phoneFile, HostileFolderTests.phoneID,
      [Self.milk(bought: String(repeating: "9", count: 1_000))], in: directory
    )
    try write(
      Self.tabletFile, HostileFolderTests.tabletID, [Self.milk(bought: "-3")], in: directory
    )
    #expect(
      try history(directory).read(now: noon).list.historyEntries.map(\.timesBought)
        == [9_223_372_036_854_775_807]
    )
    for bought in [#""12""#, "1.5", "1e3", "{}", "[]", "null", "true"] {
      try write(
        Self.phoneFile, HostileFolderTests.phoneID, [Self.milk(bought: bought)],
        in: directory)
      #expect(
        try history(directory).read(now: noon).list.historyEntries.map(\.timesBought) == [0],
        "\(bought)"
      )
    }
  }

  @Test func anEntryNamingNoListThisVersionReadsIsLeftOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try write(
      Self.phoneFile, HostileFolderTests.phoneID,
      [Self.milk(bought: "1", list: #""not a list""#)], in: directory
    )
    let snapshot = try history(directory).read(now: noon)
    #expect(snapshot.skipped == [])
    #expect(snapshot.list.historyEntries == [])
  }

  @Test func theFoldersLimitsHoldForHistoryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A FIFO named like a device file: skipped unopened, so the read cannot block.
    try FileSystem.createDirectories(directory.appending("list/history"))
    #expect(mkfifo(directory.appending("list/history/" + Self.tabletFile), 0o600) == 0)
    // A header that speaks for another device than the file's name.
    try write(Self.phoneFile, HostileFolderTests.tabletID, [Self.milk(bought: "7")], in: directory)
    // A line past the limit.
    let long = "device-44444444-0000-4000-8000-000000000004.jsonl"
    try FileSystem.createDirectories(directory.appending("list/history"))
    try directory.write(
      HostileFolderTests.deviceFile(
        "44444444-0000-4000-8000-000000000004",
        [
          Self.milk(bought: "1").replacingOccurrences(
            of: #""milk""#,
            with: "\"" + String(repeating: "m", count: DeviceFileLimits.lineLength) + "\"")
        ]
      ),
      to: "list/history/" + long
    )
    let snapshot = try history(directory).read(now: noon)
    #expect(snapshot.list.historyEntries == [])
    #expect(
      snapshot.skipped.map(\.name).sorted() == [Self.phoneFile, Self.tabletFile, long].sorted())
  }

  @Test func aPurchaseStampedFarAheadIsHeldBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try write(
      Self.phoneFile, HostileFolderTests.phoneID,
      [Self.milk(bought: "3", wall: Fixture.noon + 2 * Fixture.day)], in: directory
    )
    let snapshot = try history(directory).read(now: noon)
    #expect(snapshot.list.historyEntries == [])
    #expect(snapshot.partlyRead.map(\.name) == [Self.phoneFile])
  }
}
