import Dispatch
import Foundation
import ShoppingListStorage
import Synchronization

/// Writes a device's log in the device file format (see ``DeviceFileFormat``): one record per
/// line, sorted by id so that two saves of the same log give the same bytes and diffs stay small;
/// written directly as bytes, like ``ListFileEncoder``, because a hundred thousand records must
/// save quickly.
///
/// ```swift
/// let bytes = DeviceFileEncoder.encode(log, header: DeviceFileHeader(device: id, name: "laptop"))
/// ```
enum DeviceFileEncoder {
  /// The file's bytes for `log`, ending in a line break.
  package static func encode(_ log: DeviceLog, header: DeviceFileHeader) -> [UInt8] {
    var output: [UInt8] = []
    var lines = RecordLines()
    encode(log, header: header, noting: &lines) { output += $0 }
    return output
  }

  /// The file's bytes for `log`, handed to `write` in consecutive pieces (as
  /// ``AtomicFile/write(to:producing:)`` takes them: the file of 100,000 records is about
  /// 15 MB, which a save need not hold at once), each record line noted in `lines`, so that
  /// reading the file again can skip what this process wrote.
  package static func encode<Failure: Error>(
    _ log: DeviceLog, header: DeviceFileHeader, noting lines: inout RecordLines,
    into write: ([UInt8]) throws(Failure) -> Void
  ) throws(Failure) {
    var output: [UInt8] = []
    append("{\"format\": ", to: &output)
    ListFileEncoder.appendString(DeviceFileFormat.name, to: &output)
    append(", \"version\": \(DeviceFileFormat.version), \"device\": \"", to: &output)
    header.device.uuid.appendASCII(to: &output)
    append("\", \"name\": ", to: &output)
    ListFileEncoder.appendString(header.name, to: &output)
    append("}\n", to: &output)
    try write(output)
    // NB: sorts the records' places in the log by id, not the records themselves.
    let records = log.records
    let sorted = records.keys.indices.sorted {
      DeviceID(uuid: records.keys[$0]) < DeviceID(uuid: records.keys[$1])
    }
    // NB: at least room for every line written; the lines already noted are mostly the same
    // lines (a save of the file as read before), and room for both would double the table.
    lines.reserveCapacity(sorted.count)
    // NB: records are encoded a stretch of 4,096 per core at a time, side by side (an own
    // change at 100,000 records waits for this), and written in order as they are done.
    let stretchLength = 4_096
    let cores = sorted.count <= stretchLength ? 1 : ProcessInfo.processInfo.activeProcessorCount
    var start = 0
    while start < sorted.count {
      let count = min(cores, (sorted.count - start + stretchLength - 1) / stretchLength)
      let first = start
      let stretches = Mutex(
        [(bytes: [UInt8], lines: RecordLines)](repeating: ([], RecordLines()), count: count)
      )
      DispatchQueue.concurrentPerform(iterations: count) { stretch in
        let lower = min(sorted.count, first + stretch * stretchLength)
        let upper = min(sorted.count, lower + stretchLength)
        var bytes: [UInt8] = []
        var lines = RecordLines()
        // NB: most records are 120 to 200 bytes; the array grows if they are longer.
        bytes.reserveCapacity((upper - lower) * 176)
        for index in sorted[lower..<upper] {
          let start = bytes.count
          appendRecord(records.values[index], to: &bytes)
          bytes.withUnsafeBufferPointer {
            lines.note(UnsafeBufferPointer(rebasing: $0[start..<($0.count - 1)]))
          }
        }
        stretches.withLock { $0[stretch] = (bytes, lines) }
      }
      for stretch in stretches.withLock({ $0 }) {
        try write(stretch.bytes)
        lines.formUnion(stretch.lines)
      }
      start += count * stretchLength
    }
    var end: [UInt8] = []
    append("{\"end\": \(sorted.count)}\n", to: &end)
    try write(end)
  }

  private static func appendRecord(_ record: ItemRecord, to output: inout [UInt8]) {
    append("{\"id\": \"", to: &output)
    record.id.appendASCII(to: &output)
    output.append(.quote)
    if let edited = record.edited {
      append(", \"edited\": ", to: &output)
      appendStamp(edited, to: &output)
    }
    if let name = record.name {
      append(", \"name\": [", to: &output)
      ListFileEncoder.appendString(name.value, to: &output)
      appendRegisterStamp(name.stamp, edited: record.edited, to: &output)
    }
    if let checked = record.checked {
      append(checked.value ? ", \"checked\": [true" : ", \"checked\": [false", to: &output)
      appendRegisterStamp(checked.stamp, edited: record.edited, to: &output)
    }
    if let position = record.position {
      append(", \"position\": [\"", to: &output)
      append(position.value.text, to: &output)
      output.append(.quote)
      appendRegisterStamp(position.stamp, edited: record.edited, to: &output)
    }
    if !record.details.isEmpty {
      for detail in ItemDetail.allCases {
        guard let register = record.details[detail] else { continue }
        append(", \"", to: &output)
        append(detail.rawValue, to: &output)
        append("\": [", to: &output)
        ListFileEncoder.appendString(register.value, to: &output)
        appendRegisterStamp(register.stamp, edited: record.edited, to: &output)
      }
    }
    if !record.unknownFields.isEmpty {
      for (key, register) in record.unknownFields.sorted(by: { $0.key < $1.key }) {
        append(", ", to: &output)
        ListFileEncoder.appendString(key, to: &output)
        append(": [", to: &output)
        append(register.value.text, to: &output)
        appendRegisterStamp(register.stamp, edited: record.edited, to: &output)
      }
    }
    if let tombstone = record.tombstone {
      append(", \"removed\": ", to: &output)
      appendStamp(tombstone.removed, to: &output)
      append(", \"seen\": {", to: &output)
      for (index, entry) in tombstone.seen.sorted(by: { $0.key < $1.key }).enumerated() {
        append(index == 0 ? "\"" : ", \"", to: &output)
        entry.key.uuid.appendASCII(to: &output)
        append("\": ", to: &output)
        appendStamp(entry.value, to: &output)
      }
      output.append(.closeBrace)
    }
    append("}\n", to: &output)
  }

  /// `[wall, counter]`.
  private static func appendStamp(_ stamp: HybridTimestamp, to output: inout [UInt8]) {
    output.append(.openBracket)
    appendInteger(stamp.wall, to: &output)
    append(", ", to: &output)
    appendInteger(Int64(stamp.counter), to: &output)
    output.append(.closeBracket)
  }

  /// `, wall, counter]`, closing a register, or just `]` when the register has the record's
  /// `edited` stamp (as every field of a new item does), which keeps files a third smaller.
  private static func appendRegisterStamp(
    _ stamp: HybridTimestamp, edited: HybridTimestamp?, to output: inout [UInt8]
  ) {
    if stamp == edited {
      output.append(.closeBracket)
      return
    }
    append(", ", to: &output)
    appendInteger(stamp.wall, to: &output)
    append(", ", to: &output)
    appendInteger(Int64(stamp.counter), to: &output)
    output.append(.closeBracket)
  }

  private static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(.minus) }
    let magnitude = value.magnitude
    var divisor: UInt64 = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    }
  }

  private static func append(_ text: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    )
  }

  private static func append(_ text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
