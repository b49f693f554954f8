import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListStorage

@Suite struct DeviceFileCodecTests {
  let header = DeviceFileHeader(device: Fixture.laptop, name: "laptop")

  func stamp(_ wall: Int64, _ counter: UInt32 = 0) -> HybridTimestamp {
    HybridTimestamp(wall: wall, counter: counter, device: Fixture.laptop)
  }

  var sampleLog: DeviceLog {
    var milk = ItemRecord(id: Fixture.milk)
    milk.edited = stamp(1_764_000_000_002, 1)
    milk.name = Register(value: "milk \"2%\"", stamp: stamp(1_764_000_000_000))
    milk.checked = Register(value: true, stamp: stamp(1_764_000_000_002, 1))
    milk.position = Register(value: PositionKey("a0")!, stamp: stamp(1_764_000_000_000))
    var eggs = ItemRecord(id: Fixture.eggs)
    eggs.tombstone = Tombstone(
      removed: stamp(1_764_000_000_500),
      seen: [
        Fixture.phone: HybridTimestamp(wall: 1_764_000_000_100, counter: 0, device: Fixture.phone)
      ]
    )
    return DeviceLog(device: Fixture.laptop, records: [Fixture.milk: milk, Fixture.eggs: eggs])
  }

  /// Records are written in id order, whatever order the log holds them in, ids that differ
  /// only past their first 64 bits too, so that two saves of one log give the same bytes.
  @Test func writesRecordsInIDOrder() {
    let ids = [
      "CCCCCCCC-0000-4000-8000-000000000002", "CCCCCCCC-0000-4000-8000-000000000001",
      "0000000A-0000-4000-8000-000000000009", "CCCCCCCC-0000-4000-8000-000000000010",
      "DDDDDDDD-0000-4000-8000-000000000000",
    ].map { UUID(uuidString: $0)! }
    var log = DeviceLog(device: Fixture.laptop)
    for id in ids {
      var record = ItemRecord(id: id)
      record.name = Register(value: "x", stamp: stamp(1_764_000_000_000))
      log.records[id] = record
    }
    let text = String(decoding: DeviceFileEncoder.encode(log, header: header), as: UTF8.self)
    let written = text.split(separator: "\n").dropFirst().dropLast()
      .map { $0.prefix(44).suffix(36) }
    #expect(
      written == [
        "0000000A-0000-4000-8000-000000000009", "CCCCCCCC-0000-4000-8000-000000000001",
        "CCCCCCCC-0000-4000-8000-000000000002", "CCCCCCCC-0000-4000-8000-000000000010",
        "DDDDDDDD-0000-4000-8000-000000000000",
      ])
  }

  @Test func encodesOneRecordPerLine() {
    let text = String(decoding: DeviceFileEncoder.encode(sampleLog, header: header), as: UTF8.self)
    let lines = [
      #"{"format": "shopping-list-device", "version": 1, "#
        + #""device": "11111111-0000-4000-8000-000000000001", "name": "laptop"}"#,
      #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [1764000000002, 1], "#
        + #""name": ["milk \"2%\"", 1764000000000, 0], "checked": [true], "#
        + #""position": ["a0", 1764000000000, 0]}"#,
      #"{"id": "BBBBBBBB-0000-4000-8000-000000000002", "removed": [1764000000500, 0], "#
        + #""seen": {"22222222-0000-4000-8000-000000000002": [1764000000100, 0]}}"#,
      #"{"end": 2}"#,
    ]
    #expect(text == lines.joined(separator: "\n") + "\n")
  }

  @Test func roundTrips() throws {
    let bytes = DeviceFileEncoder.encode(sampleLog, header: header)
    let (decodedHeader, log) = try DeviceFileDecoder.decode(bytes)
    #expect(decodedHeader == header)
    #expect(log == sampleLog)
  }

  @Test func unknownFieldsSurviveARoundTripAndMerge() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, "colour": "blue", \
      "device": "11111111-0000-4000-8000-000000000001", "name": "laptop"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk", 5, 0], \
      "price": [{"amount": 2, "unit": "l"}, 5, 0]}
      {"end": 1}

      """
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    let price = log.records[Fixture.milk]?.unknownFields["price"]
    #expect(price?.value.text == #"{"amount": 2, "unit": "l"}"#)
    #expect(price?.stamp == stamp(5))
    let reencoded = String(decoding: DeviceFileEncoder.encode(log, header: header), as: UTF8.self)
    #expect(reencoded.contains(#""price": [{"amount": 2, "unit": "l"}]"#))

    var newer = log
    newer.records[Fixture.milk]?.unknownFields["price"] = Register(
      value: RawJSON(text: "3"), stamp: stamp(9)
    )
    let merged = ReplicatedList(logs: [log, newer]).mergedItems()
    #expect(merged.first?.unknownFields["price"]?.value.text == "3")
  }

  @Test func aFileCutShortIsRefused() {
    let bytes = DeviceFileEncoder.encode(sampleLog, header: header)
    let lines = bytes.split(separator: .lineFeed, omittingEmptySubsequences: false)
    let withoutEnd = Array(lines.prefix(3).joined(separator: [.lineFeed])) + [.lineFeed]
    #expect(throws: ListFileFormatError.self) { try DeviceFileDecoder.decode(withoutEnd) }
    let halfALine = Array(bytes.prefix(200))
    #expect(throws: ListFileFormatError.self) { try DeviceFileDecoder.decode(halfALine) }
  }

  @Test func aRegisterWithoutAStampTakesTheRecordsEditedStamp() throws {
    let text = [
      #"{"format": "shopping-list-device", "version": 1, "#
        + #""device": "11111111-0000-4000-8000-000000000001"}"#,
      #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "name": ["milk"], "edited": [7, 1]}"#,
      #"{"end": 1}"#,
    ].joined(separator: "\n")
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    #expect(log.records[Fixture.milk]?.name == Register(value: "milk", stamp: stamp(7, 1)))
    let withoutEdited = text.replacingOccurrences(of: #", "edited": [7, 1]"#, with: "")
    #expect(throws: ListFileFormatError.self) {
      try DeviceFileDecoder.decode(Array(withoutEdited.utf8))
    }
  }

  @Test func aNewerVersionIsRefused() {
    let text = """
      {"format": "shopping-list-device", "version": 2, \
      "device": "11111111-0000-4000-8000-000000000001"}
      {"end": 0}
      """
    #expect(throws: ListFileFormatError.newerVersion(2)) {
      try DeviceFileDecoder.decode(Array(text.utf8))
    }
  }

  @Test func aWrongCountIsRefused() {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "11111111-0000-4000-8000-000000000001"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0]}
      {"end": 2}
      """
    #expect(throws: ListFileFormatError.self) { try DeviceFileDecoder.decode(Array(text.utf8)) }
  }

  @Test func aSecondReadDecodesOnlyTheLinesThatChanged() throws {
    let first = try DeviceFileDecoder.decode(
      DeviceFileEncoder.encode(sampleLog, header: header), skipping: RecordLines()
    )
    #expect(first.log == sampleLog)
    #expect(first.recordCount == 2)
    #expect(first.lines.count == 2)

    // Another process of the laptop renames milk and adds bread; eggs' line stays as it was.
    var changed = sampleLog
    changed.records[Fixture.milk]?.name =
      Register(value: "oat milk", stamp: stamp(1_764_000_001_000))
    var bread = ItemRecord(id: Fixture.bread)
    bread.name = Register(value: "bread", stamp: stamp(1_764_000_001_000))
    bread.edited = stamp(1_764_000_001_000)
    changed.records[Fixture.bread] = bread
    let second = try DeviceFileDecoder.decode(
      DeviceFileEncoder.encode(changed, header: header), skipping: first.lines
    )
    #expect(Set(second.log.records.keys) == [Fixture.milk, Fixture.bread])
    #expect(second.log.records[Fixture.milk] == changed.records[Fixture.milk])
    #expect(second.recordCount == 3)
    // The lines decoded: the renamed milk and bread.
    #expect(second.lines.count == 2)
  }

  @Test func aRecordOverSeveralLinesIsNeverSkippedAndACutShortFileStillFails() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "11111111-0000-4000-8000-000000000001"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001",
       "edited": [5, 0], "name": ["milk"]}
      {"id": "BBBBBBBB-0000-4000-8000-000000000002", "edited": [5, 0], "name": ["eggs"]}
      {"end": 2}
      """
    let first = try DeviceFileDecoder.decode(Array(text.utf8), skipping: RecordLines())
    #expect(first.lines.count == 1)
    let again = try DeviceFileDecoder.decode(Array(text.utf8), skipping: first.lines)
    #expect(Set(again.log.records.keys) == [Fixture.milk])
    #expect(again.recordCount == 2)
    #expect(again.lines.count == 0)

    let cutShort = text.replacingOccurrences(of: #"{"end": 2}"#, with: "")
    #expect(throws: ListFileFormatError.self) {
      try DeviceFileDecoder.decode(Array(cutShort.utf8), skipping: first.lines)
    }
  }
}
