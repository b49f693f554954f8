import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// What another device may write, at random: bytes, lines that look like records, numbers of
/// every size. The decoder never crashes on them and never holds more than its limits, a file
/// it refuses leaves the merged list as it was, everything the encoder writes it reads, and a
/// clock never takes a stamp beyond a day ahead.
@Suite struct HostileInputPropertyTests {
  static let header =
    #"{"format": "shopping-list-device", "version": 1, "device": "22222222-0000-4000-8000-000000000002", "name": "phone"}"#

  /// Fragments that records are made of, and ones that break them.
  static let fragments = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\n", " ", "\"id\"", "\"edited\"", "\"name\"",
    "\"checked\"", "\"position\"", "\"removed\"", "\"seen\"", "\"end\"", "\"quantity\"", "true",
    "null", "0", "-1", "1.5e300", "99999999999999999999", "9223372036854775807",
    "4294967296", "\"AAAAAAAA-0000-4000-8000-000000000001\"", "\"a0\"", "\"zzzz\"",
    "\"\\u0000\\u001B[2J\"", "\"\\ud800\"", "\"é\"", "[1, 0]", "[[[[[[[[", "]]]]]]]]", "\u{FEFF}",
  ]

  static func randomLine(_ random: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...24, using: &random))
      .map { _ in fragments.randomElement(using: &random)! }.joined()
  }

  static func randomBytes(_ random: inout SplitMix64) -> [UInt8] {
    (0..<Int.random(in: 0...600, using: &random)).map { _ in
      UInt8.random(in: 0...255, using: &random)
    }
  }

  /// Decodes `bytes` whole and in pieces of `pieceSize`; returns whether it was read.
  static func decodes(_ bytes: [UInt8], pieceSize: Int) throws -> Bool {
    let whole = (try? DeviceFileDecoder.decode(bytes)) != nil
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data(bytes).write(to: URL(fileURLWithPath: directory.appending("device.jsonl")))
    var pass = DeviceFileDecoder.Pass(skipping: RecordLines(), notingLines: true)
    let pieces = Result {
      _ = try FilePieces.read(
        directory.appending("device.jsonl"), pieceSize: pieceSize, limit: 1 << 20
      ) { bytes, isLast in try pass.decode(bytes, isLast: isLast) }
      return try pass.finished()
    }
    #expect(whole == ((try? pieces.get()) != nil))
    return whole
  }

  @Test func randomBytesNeverCrashTheDecoder() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      var bytes = Self.randomBytes(&random)
      if Bool.random(using: &random) { bytes = Array((Self.header + "\n").utf8) + bytes }
      _ = try? Self.decodes(bytes, pieceSize: Int.random(in: 1...64, using: &random))
    }
  }

  @Test func randomLinesThatLookLikeRecordsNeverCrashTheDecoder() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      let lines = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Self.randomLine(&random)
      }
      let text = ([Self.header] + lines + [#"{"end": \#(lines.count)}"#]).joined(separator: "\n")
      _ = try? Self.decodes(Array(text.utf8), pieceSize: Int.random(in: 1...64, using: &random))
    }
  }

  /// The phone's file replaced by garbage: the laptop's reader skips it and keeps the phone's
  /// items as they were, unless the garbage happens to be a valid file.
  @Test func aRefusedFileLeavesTheMergedListAsItWas() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("list")
    try FileSystem.createDirectories(path)
    let phone = SharedFolder(path: path, device: DeviceIdentity(id: Fixture.phone, name: "phone"))
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.phone)
    try list.apply(.add(id: Fixture.milk, name: "milk", at: .end), clock: &clock, now: Fixture.noon)
    try phone.save(list, now: Fixture.noon)
    var reader = FolderReader(path: path, ownDevice: Fixture.laptop)
    let before = try reader.read(now: Fixture.noon).list
    await propertyCheck(count: 100, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      let lines = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Self.randomLine(&random)
      }
      let garbage =
        Bool.random(using: &random)
        ? Self.randomBytes(&random) : Array(([Self.header] + lines).joined(separator: "\n").utf8)
      try? Data(garbage).write(to: URL(fileURLWithPath: phone.ownFilePath))
      guard let snapshot = try? reader.read(now: Fixture.noon) else {
        Issue.record("the folder could not be read")
        return
      }
      if snapshot.skipped.map(\.name) == [DeviceFileName.ownFile(of: Fixture.phone)] {
        #expect(snapshot.list == before)
      }
    }
  }

  @Test func everyStampTheEncoderWritesTheDecoderReads() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      func stamp() -> HybridTimestamp {
        let wall: Int64 =
          switch Int.random(in: 0...3, using: &random) {
          case 0: 0
          case 1: .max
          case 2: Int64.random(in: 0...Int64.max, using: &random)
          default: Int64.random(in: 0...(1 << 45), using: &random)
          }
        let counter: UInt32 =
          Bool.random(using: &random) ? .max : .random(in: 0...UInt32.max, using: &random)
        return HybridTimestamp(wall: wall, counter: counter, device: Fixture.phone)
      }
      var record = ItemRecord(id: Fixture.milk)
      record.edited = stamp()
      record.name = Register(value: "milk", stamp: stamp())
      record.checked = Register(value: true, stamp: stamp())
      record.position = Register(value: PositionKey("a0")!, stamp: stamp())
      record.tombstone = Tombstone(
        removed: stamp(),
        seen: [Fixture.laptop: HybridTimestamp(wall: .max, counter: .max, device: Fixture.laptop)]
      )
      let log = DeviceLog(device: Fixture.phone, records: [Fixture.milk: record])
      let bytes = DeviceFileEncoder.encode(
        log, header: DeviceFileHeader(device: Fixture.phone, name: "phone")
      )
      #expect((try? DeviceFileDecoder.decode(bytes))?.log == log)
    }
  }

  /// Whatever a clock observes, it stamps within a day of the latest wall time it was given,
  /// and every stamp it makes is one a file holds and reads back.
  @Test func aClockNeverTakesAStampBeyondADayAhead() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      var clock = HybridClock(device: Fixture.laptop)
      var latestNow = Int64.min
      for _ in 0..<40 {
        let now = Fixture.noon + Int64.random(in: -Fixture.day...Fixture.day, using: &random)
        latestNow = max(latestNow, now)
        if Bool.random(using: &random) {
          let wall =
            Int64.random(in: 0...Int64.max, using: &random)
            >> Int.random(in: 0...30, using: &random)
          clock.observe(
            HybridTimestamp(
              wall: wall, counter: .random(in: 0...UInt32.max, using: &random),
              device: Fixture.phone
            ),
            now: now
          )
        } else {
          let stamp = clock.tick(now: now)
          #expect(stamp.wall <= latestNow + DeviceFileLimits.clockLead + 1)
          var record = ItemRecord(id: Fixture.milk)
          record.edited = stamp
          let log = DeviceLog(device: Fixture.laptop, records: [Fixture.milk: record])
          let bytes = DeviceFileEncoder.encode(
            log, header: DeviceFileHeader(device: Fixture.laptop, name: "laptop")
          )
          #expect((try? DeviceFileDecoder.decode(bytes))?.log == log)
        }
      }
    }
  }

  /// A file of 3 MB without a line feed (what `/dev/zero` gives): the decoder refuses it once a
  /// line passes its limit, never holding the whole of it.
  @Test func aLineWithoutEndIsRefusedWithinTheLineLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("device.jsonl")
    try Data(Array((Self.header + "\n").utf8) + [UInt8](repeating: 0, count: 3 << 20))
      .write(to: URL(fileURLWithPath: path))
    var pass = DeviceFileDecoder.Pass(skipping: RecordLines(), notingLines: false)
    var largest = 0
    #expect(
      throws: ListFileFormatError.invalid(
        "this line is longer than 1 MB, the most a line of a device file may hold",
        line: 2, column: 1
      )
    ) {
      _ = try FilePieces.read(path, limit: DeviceFileLimits.fileSize) { bytes, isLast in
        largest = max(largest, bytes.count)
        return try pass.decode(bytes, isLast: isLast)
      }
    }
    #expect(largest <= 2 * DeviceFileLimits.lineLength)
  }

  /// Thousands of files are read by grouping records by item, not file by file against every
  /// other file: both ways give the same items.
  @Test func manyLogsMergeAsFewDo() async {
    await propertyCheck(count: 50, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      let devices = (1...12).map {
        DeviceID(uuid: UUID(uuidString: String(format: "%08X-0000-4000-8000-000000000000", $0))!)
      }
      let ids = (1...20).map {
        UUID(uuidString: String(format: "AAAAAAAA-0000-4000-8000-%012d", $0))!
      }
      var list = ReplicatedList()
      for step in 0..<60 {
        var clock = HybridClock(device: devices.randomElement(using: &random)!)
        let id = ids.randomElement(using: &random)!
        let visible = list.visibleItems.map(\.id)
        let change: ListChange =
          if visible.contains(id), Bool.random(using: &random) {
            Bool.random(using: &random) ? .remove([id]) : .rename(id, "renamed \(step)")
          } else {
            .add(id: id, name: "item \(step)", at: .end)
          }
        _ = try? list.apply(change, clock: &clock, now: Fixture.noon + Int64(step))
      }
      let logs = list.logs.values.sorted { $0.device < $1.device }
      var grouped: [UUID: MergedItem] = [:]
      ReplicatedList.forEachItem(
        of: logs,
        alone: { id, record in grouped[id] = MergedItem(id: id, records: [record]) },
        merged: { grouped[$0.id] = $0 }
      )
      var byLog: [UUID: MergedItem] = [:]
      for position in logs.indices {
        ReplicatedList.forEachItem(
          firstWrittenIn: position, of: logs, holds: { logs[$0].records[$1] != nil },
          alone: { id, record in byLog[id] = MergedItem(id: id, records: [record]) },
          merged: { byLog[$0.id] = $0 }
        )
      }
      #expect(grouped == byLog)
      let expected = ReplicatedList.inListOrder(Array(byLog.values)).filter(\.isVisible)
        .map(\.shoppingItem)
      #expect(VisibleList(list).items == expected)
    }
  }
}
