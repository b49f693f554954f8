import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Two real Syncthing daemons on 127.0.0.1, each with its own home and its own copy of one
/// shared list folder: what each device writes reaches the other, merges to the same list on
/// both, never makes a conflict copy, and a change made while one daemon is down arrives once it
/// is back.
@Suite(.serialized, .hangWatchdog(.seconds(360)))
struct SyncthingSyncTests {
  let noon = Fixture.noon

  /// Reads `folder`, applies `changes` as its device at `now`, and saves.
  func change(_ folder: SharedFolder, at now: Int64, _ changes: [ListChange]) throws {
    var list = try folder.read().list
    var clock = HybridClock(device: folder.device.id)
    for change in changes { try list.apply(change, clock: &clock, now: now) }
    try folder.save(list, now: now)
  }

  /// The list in `folder` as `name` or `name ✓` lines.
  func lines(_ folder: SharedFolder) -> [String] {
    let list = (try? folder.read().list) ?? ReplicatedList()
    return list.visibleItems.map { $0.isChecked ? "\($0.name) ✓" : $0.name }
  }

  /// Waits until both folders show `expected`, checking every 100 ms for up to two minutes.
  func waitUntil(
    _ folders: [SharedFolder], show expected: [String], daemons: [SyncthingDaemon]
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while folders.contains(where: { lines($0) != expected }) {
      guard ContinuousClock.now < deadline else {
        let shown = folders.map { "\($0.path): \(lines($0))" }.joined(separator: "\n")
        let logs = daemons.map { $0.log.split(separator: "\n").suffix(20).joined(separator: "\n") }
          .joined(separator: "\n---\n")
        Issue.record("the folders did not converge on \(expected) within 120 s:\n\(shown)\n\(logs)")
        return
      }
      try await Task.sleep(for: .milliseconds(100))
    }
  }

  /// Two devices, each with a daemon syncing its own copy of the folder.
  func makeDevices(in directory: TemporaryDirectory) async throws -> (
    laptop: SharedFolder, phone: SharedFolder, daemons: [SyncthingDaemon]
  ) {
    let laptopDaemon = try await SyncthingDaemon(home: directory.appending("laptop-syncthing"))
    let phoneDaemon = try await SyncthingDaemon(home: directory.appending("phone-syncthing"))
    let laptop = SharedFolder(
      path: directory.appending("laptop-list"),
      device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
    )
    let phone = SharedFolder(
      path: directory.appending("phone-list"),
      device: DeviceIdentity(id: Fixture.phone, name: "phone")
    )
    try laptopDaemon.share(folder: laptop.path, with: phoneDaemon, dial: true)
    try phoneDaemon.share(folder: phone.path, with: laptopDaemon, dial: false)
    try laptopDaemon.start()
    try phoneDaemon.start()
    return (laptop, phone, [laptopDaemon, phoneDaemon])
  }

  /// The names in `folder` that sync engines give conflict copies.
  func conflictCopies(in folder: SharedFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains(".sync-conflict-") || $0.contains("conflicted copy") }
  }

  @Test func itemsAddedAndCheckedOnEachSideConvergeOnBoth() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone, daemons) = try await makeDevices(in: directory)
    defer { daemons.forEach { $0.stop() } }

    try change(
      laptop, at: noon,
      [
        .add(id: Fixture.milk, name: "milk", at: .end),
        .add(id: Fixture.eggs, name: "eggs", at: .end),
      ])
    try change(phone, at: noon + 1, [.add(id: Fixture.bread, name: "bread", at: .end)])
    // NB: the phone added "bread" at the end of the empty list it had: at the same position as
    // "milk", after it by id, and so before "eggs".
    try await waitUntil([laptop, phone], show: ["milk", "bread", "eggs"], daemons: daemons)

    // NB: at once on both sides: a check and a rename of one item both stick.
    try change(phone, at: noon + 2, [.setChecked(Fixture.milk, true)])
    try change(laptop, at: noon + 2, [.rename(Fixture.milk, "oat milk")])
    try change(laptop, at: noon + 3, [.setChecked(Fixture.bread, true)])
    try await waitUntil(
      [laptop, phone], show: ["oat milk ✓", "bread ✓", "eggs"], daemons: daemons
    )
    #expect(try conflictCopies(in: laptop) == [])
    #expect(try conflictCopies(in: phone) == [])
  }

  @Test func aChangeMadeWhileOneDaemonIsStoppedArrivesWhenItStarts() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone, daemons) = try await makeDevices(in: directory)
    defer { daemons.forEach { $0.stop() } }
    try change(laptop, at: noon, [.add(id: Fixture.milk, name: "milk", at: .end)])
    try await waitUntil([laptop, phone], show: ["milk"], daemons: daemons)

    daemons[1].stop()
    try change(laptop, at: noon + 1, [.add(id: Fixture.eggs, name: "eggs", at: .end)])
    try change(phone, at: noon + 2, [.setChecked(Fixture.milk, true)])
    #expect(lines(phone) == ["milk ✓"])
    try daemons[1].start()
    try await waitUntil([laptop, phone], show: ["milk ✓", "eggs"], daemons: daemons)
    #expect(try conflictCopies(in: laptop) == [])
    #expect(try conflictCopies(in: phone) == [])
  }
}
