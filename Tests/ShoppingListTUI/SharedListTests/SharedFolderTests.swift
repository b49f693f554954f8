import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct SharedFolderTests {
  let noon = Fixture.noon

  func folder(_ directory: TemporaryDirectory, _ device: DeviceID, _ name: String) -> SharedFolder {
    SharedFolder(path: directory.appending("list"), device: DeviceIdentity(id: device, name: name))
  }

  /// Reads the folder, applies `changes` as the folder's device and saves.
  func change(_ folder: SharedFolder, at now: Int64, _ changes: [ListChange]) throws {
    var list = try folder.read().list
    var clock = HybridClock(device: folder.device.id)
    for change in changes { try list.apply(change, clock: &clock, now: now) }
    try folder.save(list, now: now)
  }

  @Test func eachDeviceWritesOnlyItsOwnFileAndReadsAll() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    let phone = folder(directory, Fixture.phone, "phone")
    try change(laptop, at: noon, [.add(id: Fixture.milk, name: "milk", at: .end)])
    try change(phone, at: noon + 1, [.add(id: Fixture.eggs, name: "eggs", at: .end)])
    try change(laptop, at: noon + 2, [.setChecked(Fixture.eggs, true)])
    #expect(
      try directory.fileNames(in: "list").filter { !$0.hasSuffix(".lock") } == [
        "device-11111111-0000-4000-8000-000000000001.jsonl",
        "device-22222222-0000-4000-8000-000000000002.jsonl",
      ]
    )
    let snapshot = try phone.read()
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk", "eggs"])
    #expect(snapshot.list.visibleItems.map(\.isChecked) == [false, true])
    #expect(snapshot.skipped == [])
    #expect(snapshot.deviceNames == [Fixture.laptop: "laptop", Fixture.phone: "phone"])
  }

  /// A save adds the lines it writes to the lines of the file as read, which a read of the file
  /// then skips; lines of many versions before are forgotten.
  @Test func aSaveNotesItsLinesWithTheLinesKnown() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    try list.apply(.add(id: Fixture.milk, name: "milk", at: .end), clock: &clock, now: noon)
    let first = try laptop.save(list, now: noon, ownFileAsRead: nil)
    #expect(first.lines.count == 1)
    try list.apply(.rename(Fixture.milk, "oat milk"), clock: &clock, now: noon + 1)
    let second = try laptop.save(list, now: noon + 1, ownFileAsRead: nil, notingIn: first.lines)
    // The line of milk, and the line of oat milk.
    #expect(second.lines.count == 2)
    var many = RecordLines()
    for index in 0..<1_100 {
      Array("line \(index)".utf8).withUnsafeBufferPointer { many.note($0) }
    }
    let third = try laptop.save(list, now: noon + 2, ownFileAsRead: nil, notingIn: many)
    #expect(third.lines.count == 1)
  }

  @Test func aTruncatedFileOfAnotherDeviceIsSkippedAndReadAgainWhenFixed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    let phone = folder(directory, Fixture.phone, "phone")
    try change(laptop, at: noon, [.add(id: Fixture.milk, name: "milk", at: .end)])
    try change(phone, at: noon + 1, [.add(id: Fixture.eggs, name: "eggs", at: .end)])
    let phoneFile = "list/" + DeviceFileName.ownFile(of: Fixture.phone)
    let whole = try directory.contents(of: phoneFile)
    let phoneURL = URL(fileURLWithPath: directory.appending(phoneFile))
    try whole.prefix(whole.count - 12).write(to: phoneURL)

    let snapshot = try laptop.read()
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk"])
    #expect(snapshot.skipped.map(\.name) == [DeviceFileName.ownFile(of: Fixture.phone)])
    try change(laptop, at: noon + 2, [.add(id: Fixture.bread, name: "bread", at: .end)])
    #expect(try directory.contents(of: phoneFile) == whole.prefix(whole.count - 12))

    try whole.write(to: phoneURL)
    let fixed = try laptop.read()
    #expect(fixed.skipped == [])
    #expect(fixed.list.visibleItems.map(\.name) == ["milk", "eggs", "bread"])
  }

  @Test func ourOwnUnreadableFileIsNeverOverwritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    try change(laptop, at: noon, [.add(id: Fixture.milk, name: "milk", at: .end)])
    let ownFile = "list/" + DeviceFileName.ownFile(of: Fixture.laptop)
    try directory.write("{\"format\": \"shopping-list-device\", \"ver", to: ownFile)
    #expect(throws: SharedFolderError.self) {
      try change(laptop, at: noon + 1, [.add(id: Fixture.eggs, name: "eggs", at: .end)])
    }
    #expect(
      String(decoding: try directory.contents(of: ownFile), as: UTF8.self)
        == "{\"format\": \"shopping-list-device\", \"ver"
    )
  }

  @Test func conflictCopiesAreMergedAndNeverWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    let phone = folder(directory, Fixture.phone, "phone")
    try change(phone, at: noon, [.add(id: Fixture.milk, name: "milk", at: .end)])
    let phoneFile = "list/" + DeviceFileName.ownFile(of: Fixture.phone)
    let before = try directory.contents(of: phoneFile)
    try change(phone, at: noon + 1, [.add(id: Fixture.eggs, name: "eggs", at: .end)])
    // A sync engine kept the phone's older file as a conflict copy and a newer one elsewhere.
    let copies = [
      "list/device-22222222-0000-4000-8000-000000000002.sync-conflict-20261124-015413-ABC.jsonl",
      "list/device-22222222-0000-4000-8000-000000000002 (conflicted copy 2026-11-24).jsonl",
    ]
    try before.write(to: URL(fileURLWithPath: directory.appending(copies[0])))
    var older = try DeviceFileDecoder.decode(Array(before)).log
    older.records[Fixture.bread] = {
      var record = ItemRecord(id: Fixture.bread)
      let stamp = HybridTimestamp(wall: noon + 5, counter: 0, device: Fixture.phone)
      record.name = Register(value: "bread", stamp: stamp)
      record.position = Register(value: PositionKey("a5")!, stamp: stamp)
      record.edited = stamp
      return record
    }()
    let header = DeviceFileHeader(device: Fixture.phone, name: "phone")
    try Data(DeviceFileEncoder.encode(older, header: header))
      .write(to: URL(fileURLWithPath: directory.appending(copies[1])))

    let snapshot = try laptop.read()
    #expect(snapshot.list.visibleItems.map(\.name) == ["milk", "eggs", "bread"])
    #expect(snapshot.sources.filter(\.isConflictCopy).count == 2)
    try change(laptop, at: noon + 9, [.setChecked(Fixture.bread, true)])
    #expect(try directory.contents(of: copies[0]) == before)
  }

  @Test func writersInParallelLoseNothing() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let devices = [(Fixture.laptop, "laptop"), (Fixture.phone, "phone")]
    let failures = Mutex<[String]>([])
    // NB: two writers per device contend for the device's lock; each adds 25 items one save at a
    // time, reading the folder before each change as a command-line `add` does. They run on
    // threads of their own: waiting for a lock on the cooperative pool would stall every other
    // test running at the same time.
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      let group = DispatchGroup()
      for (device, name) in devices {
        for writer in 0..<2 {
          let shared = folder(directory, device, name)
          group.enter()
          Thread { [self] in
            defer { group.leave() }
            do {
              for index in 0..<25 {
                let item = "\(name)-\(writer)-\(index)"
                let add = ListChange.add(id: UUID(), name: item, at: .end)
                try change(shared, at: noon + Int64(index), [add])
              }
            } catch {
              failures.withLock { $0.append("\(error)") }
            }
          }.start()
        }
      }
      group.notify(queue: .global()) { finished.resume() }
    }
    #expect(failures.withLock { $0 } == [])
    let names = try folder(directory, Fixture.tablet, "tablet").read().list.visibleItems.map(\.name)
    #expect(names.count == 100)
    #expect(Set(names).count == 100)
  }

  @Test func theDeviceIdentityIsCreatedOnceAndKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("state/device.json")
    let first = try DeviceIdentity.loadOrCreate(at: path, name: "laptop")
    let second = try DeviceIdentity.loadOrCreate(at: path, name: "other name")
    #expect(first == second)
    #expect(second.name == "laptop")
  }
}
