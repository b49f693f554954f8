import Foundation
import ShoppingListModel
import ShoppingListStorage

/// Reads a device file (see ``DeviceFileFormat``) into the device's log, strictly: a file that
/// is cut short, malformed, of another format or of a newer version, or past a limit of
/// ``DeviceFileLimits``, is refused with the line and column of the problem, never half read.
/// Names are cleaned as typed names are (see ``ShoppingItem/sanitizedName(_:)``), since
/// another device may have written anything.
///
/// Like ``ListFileDecoder`` it works on the bytes directly (no `JSONDecoder`) so that a hundred
/// thousand records load within the start-up budget.
///
/// ```swift
/// let (header, log) = try DeviceFileDecoder.decode(bytes)
/// ```
package enum DeviceFileDecoder {
  /// The header and the log in `bytes`.
  package static func decode(
    _ bytes: [UInt8]
  ) throws(ListFileFormatError) -> (header: DeviceFileHeader, log: DeviceLog) {
    let decoded = try decode(bytes, skipping: RecordLines(), notingLines: false)
    return (decoded.header, decoded.log)
  }

  /// The header and the records of `bytes`, leaving out the record lines in `known` (which
  /// the caller already has), the count of records the file holds and, when `notingLines`, the
  /// record lines it decoded (which `known` did not have; hashing them is work a reader that
  /// will not read the file again can spare).
  ///
  /// The whole file is still checked to be whole: a header, then lines up to an `end` line
  /// whose count matches them.
  package static func decode(
    _ bytes: [UInt8], skipping known: RecordLines, notingLines: Bool = true
  ) throws(ListFileFormatError) -> Decoded {
    var pass = Pass(skipping: known, notingLines: notingLines)
    try bytes.withUnsafeBufferPointer { buffer throws(ListFileFormatError) in
      _ = try pass.decode(buffer, isLast: true)
    }
    return try pass.finished()
  }

  /// What a file holds: see ``decode(_:skipping:notingLines:)``.
  package typealias Decoded = (
    header: DeviceFileHeader, log: DeviceLog, recordCount: Int, lines: RecordLines
  )

  /// One reading of a file handed over in pieces (see ``FilePieces``), each continuing the
  /// bytes the one before left unused: a piece is decoded line by line up to the first line it
  /// does not hold whole, and the rest waits for more bytes, unless it is already longer than
  /// ``DeviceFileLimits/lineLength``. An error is thrown with the line and column in the whole
  /// file, on the last piece or once more than a line's limit of bytes follow the record that
  /// failed (before, the record may just be cut short by the piece's end), so a file that is
  /// wrong early is not read to its end.
  ///
  /// A pass with a `latestWall` holds back the records stamped later than it (see
  /// ``DeviceFileLimits/clockLead``): they are counted in ``heldBack``, not decoded into the
  /// log, and not noted as lines read, so a later reading takes them once their time comes.
  struct Pass {
    private let known: RecordLines
    private let notingLines: Bool
    private let latestWall: Int64?
    /// The file's size, if known, to size the table of records from the first piece.
    private let sizeHint: Int?
    private var header: DeviceFileHeader?
    private var log: DeviceLog?
    private var lines = RecordLines()
    private var recordCount = 0
    private var hasEnded = false
    private let gathersShare: Bool
    /// How many bytes, line feeds, and characters after the last line feed, the pieces before
    /// used: where the next piece starts in the file.
    private var bytesBefore = 0
    private var linesBefore = 0
    private var columnsBefore = 0

    /// A pass leaving out the record lines in `known`, noting those it decodes when
    /// `notingLines`, over a file of `sizeHint` bytes if known, holding back the records
    /// stamped after `latestWall`; one that `gathersShare` (and skips nothing) also gathers the
    /// file's ``share``.
    package init(
      skipping known: RecordLines, notingLines: Bool, sizeHint: Int? = nil,
      latestWall: Int64? = nil, gathersShare: Bool = false
    ) {
      self.known = known
      self.notingLines = notingLines
      self.latestWall = latestWall
      self.sizeHint = sizeHint
      self.gathersShare = gathersShare && known.isEmpty
    }

    /// How each item of the file shows by its record alone, for ``VisibleList/init(_:shares:)``;
    /// `nil` unless the pass gathers it, and once the file holds two records of one item (whose
    /// join no single record shows).
    package private(set) var share: VisibleShare?

    /// The newest stamp of the records decoded into the log, worked out as each is decoded
    /// rather than by going through the log again.
    package private(set) var newestStamp: HybridTimestamp?

    /// The records held back as stamped after the pass's `latestWall`, and the newest stamp
    /// among them.
    package private(set) var heldBack: (count: Int, newest: HybridTimestamp?) = (0, nil)

    /// Decodes the lines `bytes` holds whole and returns how many bytes that used: all of
    /// them when `isLast`, which also checks that the file is whole.
    package mutating func decode(
      _ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool
    ) throws(ListFileFormatError) -> Int {
      var reader = JSONReader(bytes: bytes)
      // NB: a byte order mark can only open the file, not a piece.
      if bytesBefore > 0 { reader.seek(to: 0) }
      var used = 0
      do throws(ListFileFormatError) {
        let device: DeviceID
        var filling: DeviceLog
        // NB: the log is out of `log` while records go in, so that adding them never copies it.
        if let header, let taken = log.take() {
          device = header.device
          filling = taken
        } else {
          _ = reader.peekSkippingWhitespace()
          let end = DeviceFileDecoder.lineEnd(in: bytes, from: reader.offset)
          try DeviceFileDecoder.checkLength(of: reader.offset..<end, in: reader)
          if end == bytes.count, !isLast { return advance(past: 0, of: bytes) }
          let read = try DeviceFileDecoder.decodeHeader(&reader)
          var made = DeviceLog(device: read.device)
          // NB: one record per line; reserving up front spares the dictionary a dozen rehashes.
          // With room (see `ListCapacity`): an estimate from the first piece falls a few lines
          // short, and the table then doubled as the file's last records went in.
          if known.isEmpty {
            let lines = DeviceFileDecoder.lineCount(bytes)
            let estimate = ListCapacity.withRoom(
              for: isLast ? lines : lines * max(sizeHint ?? bytes.count, bytes.count) / bytes.count
            )
            made.records.reserveCapacity(estimate)
            if notingLines { self.lines.reserveCapacity(estimate) }
            if gathersShare { share = VisibleShare(reservingCapacity: estimate) }
          }
          header = read
          device = read.device
          filling = made
          used = reader.offset
        }
        defer { log = filling }
        while !hasEnded {
          guard reader.peekSkippingWhitespace() != nil else {
            guard isLast else {
              used = bytes.count
              break
            }
            throw reader.error(
              "the file ends before its {\"end\": …} line: it is cut short", at: reader.offset
            )
          }
          let end = DeviceFileDecoder.lineEnd(in: bytes, from: reader.offset)
          try DeviceFileDecoder.checkLength(of: reader.offset..<end, in: reader)
          // NB: a line without its line feed may go on in the next piece.
          if end == bytes.count, !isLast { break }
          let line = UnsafeBufferPointer(rebasing: bytes[reader.offset..<end])
          if known.contains(line) {
            recordCount += 1
            reader.seek(to: end)
            used = end
            continue
          }
          switch try DeviceFileDecoder.decodeRecord(
            &reader, device: device, latestWall: latestWall, into: &filling, share: &share
          ) {
          case let .end(counted):
            guard counted == recordCount else {
              throw reader.error(
                "the end line counts \(counted) records but the file has \(recordCount)",
                at: reader.offset
              )
            }
            hasEnded = true
          case let .record(newest):
            newestStamp = newestStamp.latest(newest)
            // NB: only a line that held exactly this record can stand for it next time.
            if notingLines, reader.offset == end { lines.note(line) }
          case let .heldBack(newest):
            heldBack = (heldBack.count + 1, heldBack.newest.latest(newest))
          }
          used = reader.offset
          if hasEnded { break }
          recordCount += 1
        }
        if hasEnded {
          guard reader.peekSkippingWhitespace() == nil else {
            throw reader.unexpected("the end of the file after the {\"end\": …} line")
          }
          used = bytes.count
        }
      } catch {
        // NB: a record may go on over several lines, so one that fails before the last piece
        // may just be cut short by the piece's end, unless more than a line's limit of bytes
        // follow its start: then the error is the record's own, and the rest is not read.
        if !isLast, bytes.count - used <= DeviceFileLimits.lineLength {
          return advance(past: used, of: bytes)
        }
        throw placedInFile(error)
      }
      return advance(past: used, of: bytes)
    }

    /// The file's contents, once its last piece is decoded.
    package func finished() throws(ListFileFormatError) -> Decoded {
      guard let header, let log, hasEnded else {
        throw .invalid(
          "the file ends before its {\"end\": …} line: it is cut short",
          line: linesBefore + 1, column: columnsBefore + 1
        )
      }
      return (header, log, recordCount, lines)
    }

    /// Notes that the first `used` bytes of `bytes` were used, and returns `used`.
    private mutating func advance(past used: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Int {
      let consumed = UnsafeBufferPointer(rebasing: bytes[0..<used])
      let lineFeeds = DeviceFileDecoder.lineCount(consumed)
      let lastLine = consumed.lastIndex(of: .lineFeed).map { $0 + 1 } ?? 0
      let columns = consumed[lastLine...].lazy.filter { $0 & 0xC0 != 0x80 }.count
      columnsBefore = lineFeeds > 0 ? columns : columnsBefore + columns
      linesBefore += lineFeeds
      bytesBefore += used
      return used
    }

    /// `error`, found in a piece, with the line and column it has in the whole file.
    private func placedInFile(_ error: ListFileFormatError) -> ListFileFormatError {
      guard case let .invalid(message, line, column) = error else { return error }
      return .invalid(
        message, line: line + linesBefore, column: line == 1 ? column + columnsBefore : column
      )
    }
  }

  /// Throws when the line at `range` (its end not yet found when it reaches the piece's end) is
  /// longer than ``DeviceFileLimits/lineLength``: such a line is refused before more of it is
  /// read.
  fileprivate static func checkLength(
    of range: Range<Int>, in reader: JSONReader
  ) throws(ListFileFormatError) {
    guard range.count > DeviceFileLimits.lineLength else { return }
    throw reader.error(
      "this line is longer than \(DeviceFileLimits.lineLength >> 20) MB, the most a line of a "
        + "device file may hold",
      at: range.lowerBound
    )
  }

  /// Where the line starting at `start` ends: its line feed, or the end of `bytes`.
  fileprivate static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8.lineFeed), bytes.count - start)
    else { return bytes.count }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  fileprivate static func decodeHeader(
    _ reader: inout JSONReader
  ) throws(ListFileFormatError) -> DeviceFileHeader {
    var format: String?
    var version: Int?
    var device: DeviceID?
    var name = ""
    try reader.readObject("'{' at the start of a device file") {
      reader, key throws(ListFileFormatError) in
      if try reader.token(key, is: "format") {
        format = try reader.string(reader.readStringToken("the format name in double quotes"))
      } else if try reader.token(key, is: "version") {
        version = try reader.readInteger("a version number")
      } else if try reader.token(key, is: "device") {
        device = try DeviceID(uuid: readUUID(&reader))
      } else if try reader.token(key, is: "name") {
        name = ShoppingItem.sanitizedName(
          try reader.string(reader.readStringToken("the device name in double quotes"))
        )
      } else {
        try reader.skipValue()
      }
    }
    guard format == DeviceFileFormat.name else {
      throw reader.error(
        "this is not a shopping-list device file: its \"format\" is not "
          + "\"\(DeviceFileFormat.name)\"",
        at: 0
      )
    }
    guard let version, version >= 1 else {
      throw reader.error("the version must be a whole number from 1 up", at: 0)
    }
    guard version <= DeviceFileFormat.version else { throw .newerVersion(version) }
    guard let device else { throw reader.error("the header has no \"device\"", at: 0) }
    return DeviceFileHeader(device: device, name: name)
  }

  /// What one line held.
  fileprivate enum DecodedLine {
    /// A record, now in the log, with its newest stamp.
    case record(HybridTimestamp?)
    /// A record stamped after the latest wall time taken, with its newest stamp.
    case heldBack(HybridTimestamp)
    /// The `end` line, with its count.
    case end(Int)
  }

  /// Reads one line's object into `log`, noting how its item shows in `share`, unless it is
  /// stamped after `latestWall`.
  fileprivate static func decodeRecord(
    _ reader: inout JSONReader, device: DeviceID, latestWall: Int64?, into log: inout DeviceLog,
    share: inout VisibleShare?
  ) throws(ListFileFormatError) -> DecodedLine {
    let start = reader.offset
    var id: UUID?
    var end: Int?
    var edited: HybridTimestamp?
    var name: Register<String>?
    var checked: Register<Bool>?
    var position: Register<PositionKey>?
    var details = ItemDetails()
    var unknownFields: [String: Register<RawJSON>] = [:]
    var removed: HybridTimestamp?
    var seen: [DeviceID: HybridTimestamp]?
    try reader.readObject("'{' to start a record") { reader, key throws(ListFileFormatError) in
      switch try RecordKey(key, in: reader) {
      case .id?:
        id = try readUUID(&reader)
      case .edited?:
        edited = try readStamp(&reader, device)
      case .name?:
        try reader.expect(.openBracket, "'[' to start the name register")
        let value = try reader.string(reader.readStringToken("the name in double quotes"))
        name = Register(
          value: ShoppingItem.sanitizedName(value), stamp: try readRegisterStamp(&reader, device)
        )
      case .checked?:
        try reader.expect(.openBracket, "'[' to start the checked register")
        let value = try reader.readBool("true or false")
        checked = Register(value: value, stamp: try readRegisterStamp(&reader, device))
      case .position?:
        try reader.expect(.openBracket, "'[' to start the position register")
        let token = try reader.readStringToken("the position key in double quotes")
        let key =
          token.hasEscapes
          ? PositionKey(try reader.string(token))
          : PositionKey(bytes: UnsafeBufferPointer(rebasing: reader.bytes[token.contents]))
        guard let value = key else {
          guard token.contents.count <= PositionKey.maximumLength else {
            throw reader.error(
              "this position key is longer than \(PositionKey.maximumLength) characters, the "
                + "most a key may have",
              at: token.quote
            )
          }
          throw reader.error("this is not a position key", at: token.quote)
        }
        position = Register(value: value, stamp: try readRegisterStamp(&reader, device))
      case .removed?:
        removed = try readStamp(&reader, device)
      case .seen?:
        seen = try readSeen(&reader)
      case .end?:
        end = try reader.readInteger("the number of records")
      case let .detail(detail)?:
        try reader.expect(.openBracket, "'[' to start the register \"\(detail.rawValue)\"")
        // NB: a field this version knows holding something else than text (a later version's
        // shape of it) is kept as it was written, like a field it does not know.
        guard reader.peekSkippingWhitespace() == .quote else {
          unknownFields[detail.rawValue] = try readRawRegister(&reader, device)
          return
        }
        let value = try reader.string(
          reader.readStringToken("the \(detail.rawValue) in double quotes"))
        details[detail] = Register(
          value: detail.cleaned(value), stamp: try readRegisterStamp(&reader, device)
        )
      case nil:
        let field = try reader.string(key)
        try reader.expect(.openBracket, "'[' to start the register \"\(field)\"")
        unknownFields[field] = try readRawRegister(&reader, device)
      }
    }
    if let end { return .end(end) }
    guard let id else { throw reader.error("this record has no \"id\"", at: start) }
    let needsEdited =
      name?.stamp == pendingStamp || checked?.stamp == pendingStamp
      || position?.stamp == pendingStamp
      || details.containsStamp { $0 == pendingStamp }
      || unknownFields.values.contains { $0.stamp == pendingStamp }
    if needsEdited {
      guard let edited else {
        throw reader.error("a register without a stamp needs the record's \"edited\"", at: start)
      }
      resolve(&name, edited)
      resolve(&checked, edited)
      resolve(&position, edited)
      details.modifyValues { if $0.stamp == pendingStamp { $0.stamp = edited } }
      for (field, register) in unknownFields where register.stamp == pendingStamp {
        unknownFields[field]?.stamp = edited
      }
    }
    let record = ItemRecord(
      id: id, edited: edited, name: name, checked: checked, position: position,
      details: details, unknownFields: unknownFields,
      tombstone: removed.map { Tombstone(removed: $0, seen: seen ?? [:]) }
    )
    let newest = record.newestStamp
    if let latestWall, let newest, record.hasStamp(after: latestWall) {
      return .heldBack(newest)
    }
    // NB: noted before the record goes into the log, so that it is moved there, not copied;
    // a second record of the item drops the whole share anyway.
    share?.note(record)
    if let earlier = log.records.updateValue(record, forKey: id) {
      if let added = log.records[id] { log.records[id] = earlier.joined(with: added) }
      // NB: the share noted the first record alone; the item is worked out the whole way.
      share = nil
    }
    return .record(newest)
  }

  /// How many line feeds `bytes` holds, found with `memchr` (megabytes of them at start).
  fileprivate static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard var position = bytes.baseAddress else { return 0 }
    let end = position + bytes.count
    var count = 0
    while position < end, let found = memchr(position, Int32(UInt8.lineFeed), end - position) {
      count += 1
      position = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    return count
  }

  /// An id no device has, for ``pendingStamp``.
  private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// A register's value of any JSON shape, kept as written, and its stamp.
  private static func readRawRegister(
    _ reader: inout JSONReader, _ device: DeviceID
  ) throws(ListFileFormatError) -> Register<RawJSON> {
    _ = reader.peekSkippingWhitespace()
    let valueStart = reader.offset
    try reader.skipValue()
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: reader.bytes[valueStart..<reader.offset]),
      as: UTF8.self
    )
    return Register(value: RawJSON(text: text), stamp: try readRegisterStamp(&reader, device))
  }

  private static func readUUID(_ reader: inout JSONReader) throws(ListFileFormatError) -> UUID {
    // NB: an id is 36 bytes between quotes: parsed as such without looking for the string's end
    // byte by byte first (none of its bytes can end or escape a string); anything else is read
    // as any string is, and refused as before.
    if reader.peekSkippingWhitespace() == .quote {
      let start = reader.offset + 1
      let end = start + 36
      if end < reader.bytes.count, reader.bytes[end] == .quote,
        let id = UUID(asciiBytes: UnsafeBufferPointer(rebasing: reader.bytes[start..<end]))
      {
        reader.seek(to: end + 1)
        return id
      }
    }
    let token = try reader.readStringToken("an id in double quotes")
    let id: UUID? =
      if token.hasEscapes {
        UUID(uuidString: try reader.string(token))
      } else {
        UUID(asciiBytes: UnsafeBufferPointer(rebasing: reader.bytes[token.contents]))
      }
    guard let id else {
      throw reader.error(
        "an id must look like \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", at: token.quote
      )
    }
    return id
  }

  /// `[wall, counter]`.
  private static func readStamp(
    _ reader: inout JSONReader, _ device: DeviceID
  ) throws(ListFileFormatError) -> HybridTimestamp {
    try reader.expect(.openBracket, "'[' to start a stamp")
    return try readWallAndCounter(&reader, device)
  }

  /// `, wall, counter]` after a register's value, or just `]` for a register stamped with the
  /// record's `edited` stamp, which is returned as ``pendingStamp`` until that is known.
  private static func readRegisterStamp(
    _ reader: inout JSONReader, _ device: DeviceID
  ) throws(ListFileFormatError) -> HybridTimestamp {
    if reader.consume(.closeBracket) { return pendingStamp }
    try reader.expect(.comma, "',' and the stamp, or ']', after the register's value")
    return try readWallAndCounter(&reader, device)
  }

  /// Stands for "the record's `edited` stamp" until the whole record is read.
  private static let pendingStamp = HybridTimestamp(
    wall: .min, counter: 0, device: DeviceID(uuid: placeholderID)
  )

  /// Gives a register written without a stamp the record's `edited` stamp.
  private static func resolve<Value>(
    _ register: inout Register<Value>?, _ edited: HybridTimestamp
  ) {
    if register?.stamp == pendingStamp { register?.stamp = edited }
  }

  /// `wall, counter]`.
  private static func readWallAndCounter(
    _ reader: inout JSONReader, _ device: DeviceID
  ) throws(ListFileFormatError) -> HybridTimestamp {
    let wall = try readWholeNumber(&reader, "the wall time in milliseconds")
    try reader.expect(.comma, "',' after the wall time")
    let counter = try readWholeNumber(&reader, "the counter")
    try reader.expect(.closeBracket, "']' after the counter")
    guard counter <= Int64(UInt32.max) else {
      throw reader.error("the counter is too large", at: reader.offset)
    }
    return HybridTimestamp(wall: wall, counter: UInt32(counter), device: device)
  }

  private static func readSeen(
    _ reader: inout JSONReader
  ) throws(ListFileFormatError) -> [DeviceID: HybridTimestamp] {
    var seen: [DeviceID: HybridTimestamp] = [:]
    try reader.readObject("'{' to start the seen stamps") {
      reader, key throws(ListFileFormatError) in
      let text = try reader.string(key)
      guard let uuid = UUID(uuidString: text) else {
        throw reader.error("a device id must be a UUID", at: key.quote)
      }
      let device = DeviceID(uuid: uuid)
      seen[device] = try readStamp(&reader, device)
    }
    return seen
  }

  /// A non-negative whole number up to `Int64.max`, read straight from the bytes: every wall
  /// time and counter a ``HybridClock`` can stamp and the encoder can write.
  private static func readWholeNumber(
    _ reader: inout JSONReader, _ expectation: String
  ) throws(ListFileFormatError) -> Int64 {
    _ = reader.peekSkippingWhitespace()
    var offset = reader.offset
    var value: Int64 = 0
    let bytes = reader.bytes
    // NB: the digit test written out, not `isDecimalDigit` of another module, called per digit.
    while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 {
      let digit = Int64(bytes[offset] - UInt8(ascii: "0"))
      // NB: 18 digits never overflow; only a 19th is checked (a division a digit was a tenth of
      // a 100,000-item start).
      if offset - reader.offset >= 18 {
        let (tens, overflowTens) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowSum) = tens.addingReportingOverflow(digit)
        guard !overflowTens, !overflowSum else {
          throw reader.error("this number is larger than \(Int64.max)", at: reader.offset)
        }
        value = sum
      } else {
        value = value * 10 + digit
      }
      offset += 1
    }
    guard offset > reader.offset else { throw reader.unexpected(expectation) }
    reader.seek(to: offset)
    return value
  }
}
