import Foundation
import SharedList

/// A device file read with Foundation's `JSONDecoder`, a line at a time into `Decodable` structs
/// made into the same header and log as ``DeviceFileDecoder`` makes: the other side of this
/// benchmark's comparison. Unlike ``DeviceFileDecoder`` it drops fields of newer versions (a
/// `Decodable` struct cannot keep their JSON text as written) and says nothing of where in the
/// file a problem is.
enum FoundationDeviceFile {
  struct Header: Decodable {
    var format: String
    var version: Int
    var device: UUID
    var name: String
  }

  /// `[wall, counter]`.
  struct Stamp: Decodable {
    var wall: Int64
    var counter: UInt32

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      wall = try container.decode(Int64.self)
      counter = try container.decode(UInt32.self)
    }
  }

  /// `[value]`, stamped with the record's `edited`, or `[value, wall, counter]`.
  struct Field<Value> {
    var value: Value
    var wallAndCounter: (Int64, UInt32)?
  }

  /// A record line, or the `end` line.
  struct Line: Decodable {
    var id: UUID?
    var edited: Stamp?
    var name: Field<String>?
    var checked: Field<Bool>?
    var position: Field<String>?
    var removed: Stamp?
    var seen: [String: Stamp]?
    var end: Int?
  }

  struct Failure: Error {
    var message: String
  }

  /// The header and log in `bytes`.
  static func decode(
    _ bytes: [UInt8], with decoder: JSONDecoder
  ) throws -> (header: DeviceFileHeader, log: DeviceLog) {
    let data = Data(bytes)
    var lines = data.split(separator: UInt8(ascii: "\n"))[...]
    guard let first = lines.popFirst() else { throw Failure(message: "an empty file") }
    let read = try decoder.decode(Header.self, from: first)
    guard read.format == DeviceFileFormat.name, (1...DeviceFileFormat.version) ~= read.version
    else { throw Failure(message: "not a device file of a version this build reads") }
    let device = DeviceID(uuid: read.device)
    var log = DeviceLog(device: device)
    log.records.reserveCapacity(lines.count)
    var count = 0
    while let text = lines.popFirst() {
      let line = try decoder.decode(Line.self, from: text)
      if let end = line.end {
        guard end == count, lines.isEmpty else { throw Failure(message: "a wrong end line") }
        return (DeviceFileHeader(device: device, name: read.name), log)
      }
      let record = try record(line, device: device)
      if let earlier = log.records.updateValue(record, forKey: record.id) {
        log.records[record.id] = earlier.joined(with: record)
      }
      count += 1
    }
    throw Failure(message: "the file is cut short")
  }

  private static func record(_ line: Line, device: DeviceID) throws -> ItemRecord {
    guard let id = line.id else { throw Failure(message: "a record without an id") }
    let edited = line.edited.map {
      HybridTimestamp(wall: $0.wall, counter: $0.counter, device: device)
    }
    func register<Value: RegisterValue>(_ field: Field<Value>?) throws -> Register<Value>? {
      guard let field else { return nil }
      let own = field.wallAndCounter.map {
        HybridTimestamp(wall: $0.0, counter: $0.1, device: device)
      }
      guard let stamp = own ?? edited else {
        throw Failure(message: "a register without a stamp needs the record's edited")
      }
      return Register(value: field.value, stamp: stamp)
    }
    let position = try line.position.map { field in
      guard let key = PositionKey(field.value) else {
        throw Failure(message: "not a position key")
      }
      return Field(value: key, wallAndCounter: field.wallAndCounter)
    }
    var seen: [DeviceID: HybridTimestamp] = [:]
    for (text, stamp) in line.seen ?? [:] {
      guard let uuid = UUID(uuidString: text) else { throw Failure(message: "a bad device id") }
      let other = DeviceID(uuid: uuid)
      seen[other] = HybridTimestamp(wall: stamp.wall, counter: stamp.counter, device: other)
    }
    return ItemRecord(
      id: id, edited: edited, name: try register(line.name),
      checked: try register(line.checked), position: try register(position), unknownFields: [:],
      tombstone: line.removed.map {
        Tombstone(
          removed: HybridTimestamp(wall: $0.wall, counter: $0.counter, device: device),
          seen: seen
        )
      }
    )
  }
}

extension FoundationDeviceFile.Field: Decodable where Value: Decodable {
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    value = try container.decode(Value.self)
    if !container.isAtEnd {
      wallAndCounter = (try container.decode(Int64.self), try container.decode(UInt32.self))
    }
  }
}
