import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListTUI

@Suite struct DeviceTableTests {
  let laptop = DeviceID(uuid: UUID(uuidString: "11111111-0000-4000-8000-000000000001")!)
  let phone = DeviceID(uuid: UUID(uuidString: "22222222-0000-4000-8000-000000000002")!)
  let tablet = DeviceID(uuid: UUID(uuidString: "33333333-0000-4000-8000-000000000003")!)
  /// 2025-11-24 12:00:00 UTC, in milliseconds.
  let noon: Int64 = 1_763_985_600_000
  let utc = TimeZone(identifier: "UTC")!

  func source(
    _ device: DeviceID, _ name: String, file: String? = nil, wall: Int64?, records: Int
  ) -> FolderSnapshot.Source {
    FolderSnapshot.Source(
      name: file ?? DeviceFileName.ownFile(of: device),
      header: DeviceFileHeader(device: device, name: name),
      isConflictCopy: file.map(DeviceFileName.isConflictCopy) ?? false,
      newestStamp: wall.map { HybridTimestamp(wall: $0, counter: 0, device: device) },
      recordCount: records
    )
  }

  @Test func showsEveryFileThisDeviceFirst() {
    let conflict =
      "device-22222222-0000-4000-8000-000000000002.sync-conflict-20251124-120000-ABC.jsonl"
    let snapshot = FolderSnapshot(
      list: ReplicatedList(),
      sources: [
        source(laptop, "laptop", wall: noon + 3_723_000, records: 3),
        source(phone, "phone", wall: noon, records: 12),
        source(phone, "phone", file: conflict, wall: noon - 60_000, records: 1),
      ],
      skipped: [
        FolderSnapshot.SkippedFile(
          name: DeviceFileName.ownFile(of: tablet), reason: "it ends in the middle of a record"
        )
      ]
    )
    let table = DeviceTable.render(
      snapshot, device: DeviceIdentity(id: laptop, name: "laptop"), timeZone: utc
    )
    #expect(
      table == """
        NAME                  ID                                    LAST CHANGE          ITEMS  FILE
        laptop (this device)  11111111-0000-4000-8000-000000000001  2025-11-24 13:02:03  3      read
        ?                     33333333-0000-4000-8000-000000000003  -                    -      \
        cannot be read (it ends in the middle of a record): \
        device-33333333-0000-4000-8000-000000000003.jsonl; read again once it changes
        phone                 22222222-0000-4000-8000-000000000002  2025-11-24 12:00:00  12     read
        phone                 22222222-0000-4000-8000-000000000002  2025-11-24 11:59:00  1      \
        read, a conflict copy: \(conflict)

        """
    )
  }

  @Test func thisDeviceIsListedBeforeItWritesAnything() {
    let snapshot = FolderSnapshot(
      list: ReplicatedList(), sources: [source(phone, "phone", wall: noon, records: 1)], skipped: []
    )
    #expect(
      DeviceTable.render(
        snapshot, device: DeviceIdentity(id: tablet, name: "tablet"), timeZone: utc
      ) == """
        NAME                  ID                                    LAST CHANGE          ITEMS  FILE
        tablet (this device)  33333333-0000-4000-8000-000000000003  -                    0      \
        no changes yet
        phone                 22222222-0000-4000-8000-000000000002  2025-11-24 12:00:00  1      read

        """
    )
  }

  /// A name with a control character is printed escaped, so its column is as wide as the
  /// escape: the raw table's padding fits the escaped text.
  @Test func columnsFitNamesAsTheyPrintEscaped() {
    let snapshot = FolderSnapshot(
      list: ReplicatedList(),
      sources: [source(phone, "ph\u{1B}[2Jone", wall: noon, records: 1)], skipped: []
    )
    let table = DeviceTable.render(
      snapshot, device: DeviceIdentity(id: laptop, name: "laptop"), timeZone: utc
    )
    #expect(
      TerminalText.escaped(table) == #"""
        NAME                  ID                                    LAST CHANGE          ITEMS  FILE
        laptop (this device)  11111111-0000-4000-8000-000000000001  -                    0      \#
        no changes yet
        ph\u{1B}[2Jone        22222222-0000-4000-8000-000000000002  2025-11-24 12:00:00  1      read

        """#
    )
  }
}
