import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A shared folder written by someone who means harm, or by a sync engine gone wrong: each test
/// puts there what an attacker sharing the folder could, byte by byte, and checks that the
/// laptop reads everything else, says what it skipped and why, never hangs, and never writes
/// anything of it under its own name. A hang ends the run naming the test.
@Suite(.hangWatchdog(.seconds(60))) struct HostileFolderTests {
  let noon = Fixture.noon
  static let laptopID = "11111111-0000-4000-8000-000000000001"
  static let phoneID = "22222222-0000-4000-8000-000000000002"
  static let tabletID = "33333333-0000-4000-8000-000000000003"
  static let phoneFile = "device-\(phoneID).jsonl"
  static let laptopFile = "device-\(laptopID).jsonl"

  func laptop(_ directory: TemporaryDirectory, _ name: String = "list") -> SharedFolder {
    SharedFolder(
      path: directory.appending(name), device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
    )
  }

  /// A device file of `device` holding `records` (each a JSON object on one line).
  static func deviceFile(_ device: String, name: String = "phone", _ records: [String]) -> String {
    ([
      #"{"format": "shopping-list-device", "version": 1, "device": "\#(device)", "name": "\#(name)"}"#
    ]
      + records + [#"{"end": \#(records.count)}"#]).joined(separator: "\n") + "\n"
  }

  /// Writes, where the phone's file goes, a device file of `device` holding `records`.
  func writePhoneFile(
    in directory: TemporaryDirectory, _ device: String, name: String = "phone",
    _ records: [String]
  ) throws {
    try directory.write(Self.deviceFile(device, name: name, records), to: "list/" + Self.phoneFile)
  }

  /// A record of an item named `name` stamped `wall`.
  static func record(_ id: String, _ name: String, wall: Int64, counter: UInt32 = 0) -> String {
    #"{"id": "\#(id)", "edited": [\#(wall), \#(counter)], "name": ["\#(name)"], "checked": [false], "position": ["a0"]}"#
  }

  static let eggsID = "BBBBBBBB-0000-4000-8000-000000000002"
  static let breadID = "CCCCCCCC-0000-4000-8000-000000000003"

  /// Writes the laptop's own file with milk in it, at noon.
  func laptopWithMilk(_ directory: TemporaryDirectory) throws -> SharedFolder {
    let folder = laptop(directory)
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    try list.apply(.add(id: Fixture.milk, name: "milk", at: .end), clock: &clock, now: noon)
    try FileSystem.createDirectories(folder.path)
    try folder.save(list, now: noon)
    return folder
  }

  /// Checks an item as the laptop, the way `shopping-list check` does, and reads the laptop's
  /// own file back on its own.
  func check(_ id: UUID, in folder: SharedFolder, at now: Int64) throws -> DeviceLog {
    var snapshot = try folder.read(now: now)
    var clock = HybridClock(device: Fixture.laptop)
    try snapshot.list.apply(.setChecked(id, true), clock: &clock, now: now)
    try folder.save(snapshot.list, now: now)
    let own = try #require(SharedFolder.readDeviceFile(at: folder.ownFilePath))
    return try own.get().1
  }

  // MARK: Stamps

  /// The stamp of issue 26: the largest a file could hold. The laptop's next check once wrote
  /// `[1000000000000000000, 0]`, which no decoder read: its own file was lost to every device.
  @Test func aForgedLargestStampIsHeldBackAndNeverBecomesTheClocks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try writePhoneFile(
      in: directory,
      Self.phoneID,
      [
        Self.record(Self.eggsID, "forged", wall: 999_999_999_999_999_999, counter: 4_294_967_295),
        Self.record(Self.breadID, "bread", wall: noon + 5),
      ])
    let snapshot = try folder.read(now: noon + 10)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk", "bread"])
    #expect(
      snapshot.partlyRead.map(\.description) == [
        "\(Self.phoneFile): 1 change by phone is stamped up to 999999999999999999 ms after "
          + "1970, more than a day ahead of this device's clock; it is left out until then"
      ]
    )
    let own = try check(Fixture.milk, in: folder, at: noon + 10)
    #expect(own.records[Fixture.milk]?.checked?.stamp.wall == noon + 10)
    #expect(own.newestStamp?.wall == noon + 10)
  }

  @Test func aStampWithinADayAheadIsTakenAndOneBeyondIsHeldBackUntilItsTime() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try writePhoneFile(
      in: directory,
      Self.phoneID,
      [
        Self.record(Self.eggsID, "eggs", wall: noon + Fixture.day),
        Self.record(Self.breadID, "bread", wall: noon + Fixture.day + 1),
      ])
    let today = try folder.read(now: noon)
    #expect(today.list.visibleItems.map(\.name) == ["milk", "eggs"])
    #expect(
      today.partlyRead.map(\.reason) == [
        "1 change by phone is stamped up to 2025-11-25 12:00 UTC, more than a day ahead of "
          + "this device's clock; it is left out until then"
      ]
    )
    let tomorrow = try folder.read(now: noon + 1)
    #expect(tomorrow.list.visibleItems.map(\.name) == ["milk", "eggs", "bread"])
    #expect(tomorrow.partlyRead == [])
  }

  @Test func aStampInTheFarPastIsAnOrdinaryChange() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try writePhoneFile(in: directory, Self.phoneID, [Self.record(Self.eggsID, "eggs", wall: 0)])
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk", "eggs"])
    #expect(snapshot.skipped == [] && snapshot.partlyRead == [])
    let own = try check(Fixture.eggs, in: folder, at: noon + 1)
    #expect(own.records[Fixture.eggs]?.checked?.stamp.wall == noon + 1)
  }

  @Test func aNumberPastTheLargestIsRefusedWithItsPlace() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try writePhoneFile(
      in: directory,
      Self.phoneID,
      [
        Self.record(Self.eggsID, "eggs", wall: noon),
        Self.record(Self.breadID, "bread", wall: noon).replacingOccurrences(
          of: "[\(noon), 0]", with: "[9223372036854775808, 0]"
        ),
      ])
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(
      snapshot.skipped.map(\.description) == [
        "\(Self.phoneFile): line 3, column 59: this number is larger than 9223372036854775807"
      ]
    )
  }

  /// A removal that claims to have seen the laptop's changes an hour ahead of its clock: the
  /// laptop's undo of it must still bring the item back, so the clock takes that stamp in.
  @Test func anUndoOutdoesARemovalWithForgedSeenStamps() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let hour: Int64 = 60 * 60 * 1000
    let milk = Fixture.milk.uuidString
    try writePhoneFile(
      in: directory,
      Self.phoneID,
      [
        #"{"id": "\#(milk)", "removed": [\#(noon + 1), 0], "seen": {"\#(Self.laptopID)": [\#(noon + hour), 0]}}"#
      ])
    var snapshot = try folder.read(now: noon + 2)
    #expect(snapshot.list.visibleItems == [])
    var clock = HybridClock(device: Fixture.laptop)
    try snapshot.list.apply(.restore([Fixture.removed(Fixture.milk)]), clock: &clock, now: noon + 2)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
  }

  // MARK: Files that are not regular files

  /// A link named like the phone's file to the laptop's own file of a private list: reading
  /// it would copy the private items into the shared folder under the laptop's name.
  @Test func aSymbolicLinkIsNeverFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let privateList = laptop(directory, "private")
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    try list.apply(.add(id: Fixture.bread, name: "secret", at: .end), clock: &clock, now: noon)
    try FileSystem.createDirectories(privateList.path)
    try privateList.save(list, now: noon)
    let folder = try laptopWithMilk(directory)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appending("list/" + Self.phoneFile),
      withDestinationPath: privateList.ownFilePath
    )
    let snapshot = try folder.read(now: noon + 1)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(
      snapshot.skipped.map(\.description) == [
        "\(Self.phoneFile): it is a symbolic link, which is never followed"
      ]
    )
    let own = try check(Fixture.milk, in: folder, at: noon + 1)
    #expect(own.records.keys.elements == [Fixture.milk])
  }

  @Test func aLinkToDevZeroIsSkippedAndDevZeroItselfIsNeverRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appending("list/" + Self.phoneFile), withDestinationPath: "/dev/zero"
    )
    #expect(
      try folder.read(now: noon).skipped.map(\.reason) == [
        "it is a symbolic link, which is never followed"
      ])
    #expect(throws: UntrustedFileError.notRegularFile(kind: "a character device")) {
      try FilePieces.read("/dev/zero", limit: DeviceFileLimits.fileSize) { bytes, _ in bytes.count }
    }
  }

  /// A FIFO named like a device file: opening it to read would wait for a writer forever.
  @Test func aFIFOIsSkippedWithoutBlocking() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    #expect(mkfifo(directory.appending("list/" + Self.phoneFile), 0o644) == 0)
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(snapshot.skipped.map(\.reason) == ["it is a FIFO, not a regular file"])
    // NB: the decoder's own open, as a save's read of the own file makes it, does not block.
    #expect(throws: UntrustedFileError.notRegularFile(kind: "a FIFO")) {
      try FilePieces.read(directory.appending("list/" + Self.phoneFile), limit: 1 << 20) {
        bytes, _ in bytes.count
      }
    }
    _ = try check(Fixture.milk, in: folder, at: noon + 1)
  }

  @Test func aFolderNamedLikeADeviceFileIsSkipped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try FileSystem.createDirectories(directory.appending("list/" + Self.phoneFile))
    #expect(
      try folder.read(now: noon).skipped.map(\.reason) == ["it is a folder, not a regular file"])
  }

  /// The laptop's own file replaced by a link: the laptop turns read-only rather than write
  /// through it or over it.
  @Test func anOwnFileThatIsALinkIsNeverWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try directory.write("keep me", to: "elsewhere")
    try FileManager.default.removeItem(atPath: folder.ownFilePath)
    try FileManager.default.createSymbolicLink(
      atPath: folder.ownFilePath, withDestinationPath: directory.appending("elsewhere")
    )
    #expect(
      throws: SharedFolderError.ownFileUnreadable(
        path: folder.ownFilePath, reason: "it is a symbolic link, which is never followed"
      )
    ) { try folder.save(ReplicatedList(), now: noon) }
    #expect(String(decoding: try directory.contents(of: "elsewhere"), as: UTF8.self) == "keep me")
  }

  // MARK: Identity

  @Test func aFileWhoseHeaderIsAnotherDevicesIsSkipped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    try writePhoneFile(in: directory, Self.tabletID, [Self.record(Self.eggsID, "eggs", wall: noon)])
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(
      snapshot.skipped.map(\.reason) == [
        "its header says it is device \(Self.tabletID)'s, but its name says otherwise"
      ]
    )
  }

  /// A file under another device's name (or a copy of the laptop's) whose header claims the
  /// laptop: its records would be copied into the laptop's file, signed as the laptop.
  @Test func aFileThatClaimsThisDeviceIsNeverCopiedIntoItsFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let copy = "device-\(Self.laptopID).sync-conflict-20251124-120000-ABCDEFG.jsonl"
    try directory.write(
      Self.deviceFile(
        Self.laptopID, name: "laptop", [Self.record(Self.eggsID, "eggs", wall: noon)]),
      to: "list/" + copy
    )
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(
      snapshot.skipped.map(\.description) == [
        "\(copy): it claims to be this device's, but only \(Self.laptopFile) speaks for this "
          + "device"
      ]
    )
    let own = try check(Fixture.milk, in: folder, at: noon + 1)
    #expect(own.records.keys.elements == [Fixture.milk])
    // Another device merges the copy as the laptop's.
    let phone = SharedFolder(
      path: folder.path, device: DeviceIdentity(id: Fixture.phone, name: "phone"))
    #expect(try phone.read(now: noon + 1).list.visibleItems.map(\.name) == ["milk", "eggs"])
  }

  @Test func aNameThatIsNotUTF8IsNamedInAWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let name = Array("device-\u{1}".utf8) + [0xFF, 0xFE] + Array(".jsonl".utf8)
    let path = Array(directory.appending("list/").utf8) + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let snapshot = try folder.read(now: noon)
    #expect(
      snapshot.skipped.map(\.description) == [
        "device-\u{1}\u{FFFD}\u{FFFD}.jsonl: its name is not UTF-8, which no device writes; "
          + "rename or remove it"
      ]
    )
  }

  // MARK: Limits

  /// A name of a megabyte: every key press once took seconds with it on the list.
  @Test func aLineLongerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let huge = String(repeating: "x", count: 1 << 20)
    try writePhoneFile(
      in: directory,
      Self.phoneID,
      [
        Self.record(Self.eggsID, "eggs", wall: noon), Self.record(Self.breadID, huge, wall: noon),
      ])
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(
      snapshot.skipped.map(\.reason) == [
        "line 3, column 1: this line is longer than 1 MB, the most a line of a device file may "
          + "hold"
      ]
    )
  }

  @Test func aNameWithinTheLineLimitIsCutAndCleanedAsATypedName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let long = String(repeating: "y", count: 600)
    try writePhoneFile(
      in: directory, Self.phoneID, name: #"ph\u202Eone\u001B[2J"#,
      [
        Self.record(Self.eggsID, #"\u202Eggs\u200B\u0007"#, wall: noon),
        Self.record(Self.breadID, long, wall: noon),
      ])
    let snapshot = try folder.read(now: noon)
    #expect(
      snapshot.list.visibleItems.map(\.name) == ["milk", "ggs", String(repeating: "y", count: 500)]
    )
    #expect(snapshot.deviceNames[Fixture.phone] == "phone[2J")
  }

  @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let path = directory.appending("list/" + Self.phoneFile)
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    // NB: a sparse file: its size is past the limit without 64 MB written.
    #expect(truncate(path, off_t(DeviceFileLimits.fileSize + 1)) == 0)
    #expect(
      try folder.read(now: noon).skipped.map(\.reason) == [
        "it is larger than 64 MB, the most a file in a shared folder may hold"
      ]
    )
  }

  /// 4,097 device files besides the laptop's: the last by name is skipped, the laptop's read.
  @Test func filesPastTheMostThatAreReadAreSkippedButNeverTheOwnFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    for index in 0...DeviceFileLimits.deviceFiles {
      let id = String(format: "00000000-0000-4000-8000-%012d", index)
      try directory.write(Self.deviceFile(id, []), to: "list/device-\(id).jsonl")
    }
    let snapshot = try folder.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(snapshot.sources.count == 4_097)
    #expect(snapshot.sources.contains { $0.name == Self.laptopFile })
    #expect(
      snapshot.skipped.map(\.description) == [
        "device-00000000-0000-4000-8000-000000004096.jsonl: the folder has more than 4096 "
          + "device files, the most that are read"
      ]
    )
  }

  // MARK: Files beside the folder

  @Test func aLockFileThatIsALinkIsRefusedNeverCreatedThrough() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try laptopWithMilk(directory)
    let target = directory.appending("created-through-the-link")
    try FileManager.default.removeItem(atPath: folder.ownFilePath + ".lock")
    try FileManager.default.createSymbolicLink(
      atPath: folder.ownFilePath + ".lock", withDestinationPath: target
    )
    #expect(
      throws: SharedFolderError.cannotLock(
        path: folder.ownFilePath,
        reason: "\(folder.ownFilePath).lock is a symbolic link, which is never followed; remove it"
      )
    ) { try folder.save(ReplicatedList(), now: noon) }
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  /// A state folder whose lock cannot be made (as in a read-only home): an identity that is
  /// there is still read, so a device can read its list.
  @Test func anIdentityIsReadWithoutItsLock() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("device.json")
    let made = try DeviceIdentity.loadOrCreate(at: path, name: "laptop")
    try FileManager.default.removeItem(atPath: path + ".lock")
    try FileSystem.createDirectories(path + ".lock")
    #expect(try DeviceIdentity.loadOrCreate(at: path, name: "other") == made)
  }
}
