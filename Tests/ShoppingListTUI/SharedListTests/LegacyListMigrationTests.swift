import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct LegacyListMigrationTests {
  @Test func aVersion1ListIsTakenOverWithoutLosingAnything() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let items = [
      ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true),
      ShoppingItem(id: Fixture.eggs, name: "eggs"),
      ShoppingItem(id: Fixture.bread, name: "bread", isChecked: true),
    ]
    try ListFile(path: directory.appending("list.json")).write(items)
    let original = try directory.contents(of: "list.json")
    let folder = SharedFolder(
      path: directory.appending("list"),
      device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
    )

    let result = try LegacyListMigration.migrate(
      listAt: directory.appending("list.json"), into: folder, now: Fixture.noon
    )

    #expect(result?.itemCount == 3)
    #expect(result?.backupPath == directory.appending("list.json.v1-backup"))
    #expect(try directory.contents(of: "list.json.v1-backup") == original)
    #expect(try folder.read().list.visibleItems == items)
    #expect(
      try LegacyListMigration.migrate(
        listAt: directory.appending("list.json"), into: folder, now: Fixture.noon
      ) == nil
    )
  }

  /// Processes that open the list at once on the first run (the app and a command) take turns:
  /// one takes the old list over, the others find it taken over, and none fails.
  @Test func migrationsAtOnceTakeTurns() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let items = (0..<2_000).map { ShoppingItem(id: UUID(), name: "item \($0)") }
    try ListFile(path: directory.appending("list.json")).write(items)
    let folder = SharedFolder(
      path: directory.appending("list"),
      device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
    )
    let outcomes = Mutex<[Result<LegacyListMigration.Result?, any Error>]>([])

    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      let outcome = Result {
        try LegacyListMigration.migrate(
          listAt: directory.appending("list.json"), into: folder, now: Fixture.noon
        )
      }
      outcomes.withLock { $0.append(outcome) }
    }

    let results = try outcomes.withLock { $0 }.map { try $0.get() }
    #expect(results.compactMap { $0?.itemCount } == [2_000])
    #expect(try folder.read().list.visibleItems == items)
  }
}
