import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListStorage

/// How a record's keys and id are read: a key is a field of this version only when it is that
/// field's name as JSON reads it, and an id only when it is one, whichever way it is written.
@Suite struct DeviceFileKeyTests {
  let header =
    #"{"format": "shopping-list-device", "version": 1, "#
    + #""device": "11111111-0000-4000-8000-000000000001"}"#

  func decode(_ record: String) throws -> ItemRecord? {
    let text = [header, record, #"{"end": 1}"#].joined(separator: "\n")
    return try DeviceFileDecoder.decode(Array(text.utf8)).log.records[Fixture.milk]
  }

  func stamp(_ wall: Int64) -> HybridTimestamp {
    HybridTimestamp(wall: wall, counter: 0, device: Fixture.laptop)
  }

  /// A key that only begins or ends like a known one, or differs in case, or ends in a zero
  /// byte, is a field this version does not know: kept as written, never read as the field.
  @Test func keysLikeKnownOnesAreOtherFields() throws {
    let record = try #require(
      try decode(
        #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "#
          + #""name": ["milk"], "id\u0000": ["x"], "ids": [1], "Name": ["y"], "#
          + #""positions": ["a0"], "": [true], "listNames": ["z"], "note ": ["n"]}"#
      )
    )
    #expect(record.name == Register(value: "milk", stamp: stamp(5)))
    #expect(record.position == nil)
    #expect(record.details.isEmpty)
    #expect(
      record.unknownFields.keys.sorted()
        == ["", "Name", "id\u{0}", "ids", "listNames", "note ", "positions"]
    )
    #expect(record.unknownFields["ids"] == Register(value: RawJSON(text: "1"), stamp: stamp(5)))
  }

  /// Known keys written with escapes are those keys, the item's fields among them.
  @Test func escapedKeysAreTheFields() throws {
    let record = try #require(
      try decode(
        #"{"\u0069d": "AAAAAAAA-0000-4000-8000-000000000001", "edit\u0065d": [5, 0], "#
          + #""n\u0061me": ["milk"], "\u0070osition": ["a0"], "\u0061dded": ["laptop"], "#
          + #""listN\u0061me": ["Groceries"]}"#
      )
    )
    #expect(record.name == Register(value: "milk", stamp: stamp(5)))
    #expect(record.position == Register(value: PositionKey("a0")!, stamp: stamp(5)))
    #expect(
      record.details == [
        .added: Register(value: "laptop", stamp: stamp(5)),
        .listName: Register(value: "Groceries", stamp: stamp(5)),
      ]
    )
    #expect(record.unknownFields.isEmpty)
  }

  /// A field given twice keeps the last value, as before: the details table replaces it.
  @Test func aFieldGivenTwiceKeepsTheLast() throws {
    let record = try #require(
      try decode(
        #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "#
          + #""name": ["milk"], "note": ["first"], "added": ["laptop"], "note": ["second", 7, 0]}"#
      )
    )
    #expect(
      record.details == [
        .added: Register(value: "laptop", stamp: stamp(5)),
        .note: Register(value: "second", stamp: stamp(7)),
      ]
    )
  }

  /// An id in lower case, or with an escape in it, is the same id.
  @Test(arguments: [
    #""aaaaaaaa-0000-4000-8000-000000000001""#,
    #""AAAAAAAA\u002D0000-4000-8000-000000000001""#,
    #" "AAAAAAAA-0000-4000-8000-000000000001""#,
  ])
  func idsWrittenOtherwiseAreRead(id: String) throws {
    let record = try decode(#"{"id": "# + id + #", "edited": [5, 0], "name": ["milk"]}"#)
    #expect(record?.name == Register(value: "milk", stamp: stamp(5)))
  }

  /// Anything else is refused as before: where the id's string starts, or at the byte no
  /// string may hold.
  @Test(arguments: [
    (#""AAAAAAAA-0000-4000-8000-00000000000G""#, Self.notAnID, 8),
    (#""AAAAAAAA-0000-4000-8000-0000000000011""#, Self.notAnID, 8),
    (#""AAAAAAAA-0000-4000-8000-00000000001""#, Self.notAnID, 8),
    (#""AAAAAAAA-0000-4000-8000-000000000001\""#, Self.notAnID, 8),
    (
      "\"AAAAAAAA-0000-4000-8000-00000000000\t\"",
      "control character U+0009 must be escaped "
        + "in a string", 44
    ),
    ("7", "expected an id in double quotes, found '7'", 8),
  ])
  func otherIdsAreRefused(id: String, message: String, column: Int) throws {
    let text = [header, #"{"id": "# + id + #", "name": ["milk"]}"#, #"{"end": 1}"#]
      .joined(separator: "\n")
    #expect(throws: ListFileFormatError.invalid(message, line: 2, column: column)) {
      try DeviceFileDecoder.decode(Array(text.utf8))
    }
  }

  /// A pass works out the newest stamp of the records it decodes: a removal's `seen` stamps
  /// and two records of one item count, a record held back as too far ahead does not.
  @Test func aPassNotesTheNewestStampOfTheRecordsInTheLog() throws {
    let text = [
      header,
      #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk"]}"#,
      #"{"id": "BBBBBBBB-0000-4000-8000-000000000002", "removed": [6, 0], "#
        + #""seen": {"22222222-0000-4000-8000-000000000002": [8, 3]}}"#,
      #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [7, 2], "name": ["oat"]}"#,
      #"{"id": "CCCCCCCC-0000-4000-8000-000000000003", "edited": [90, 0], "name": ["tea"]}"#,
      #"{"end": 4}"#, "",
    ].joined(separator: "\n")
    var pass = DeviceFileDecoder.Pass(skipping: RecordLines(), notingLines: false, latestWall: 50)
    try Array(text.utf8).withUnsafeBufferPointer { bytes in
      _ = try pass.decode(bytes, isLast: true)
    }
    #expect(pass.newestStamp == HybridTimestamp(wall: 8, counter: 3, device: Fixture.phone))
    #expect(pass.heldBack.count == 1)
    #expect(try pass.finished().log.newestStamp == pass.newestStamp)
  }

  static let notAnID = #"an id must look like "E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#
}
