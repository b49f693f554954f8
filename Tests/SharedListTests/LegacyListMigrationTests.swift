import Foundation
import SharedList
import ShoppingListStorage
import Testing
import TestSupport

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
}
