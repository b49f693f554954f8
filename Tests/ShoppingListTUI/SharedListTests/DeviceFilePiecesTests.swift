import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListStorage

/// A device file read a piece at a time (as folders are read) decodes to what the whole file
/// decodes to, and fails with the same line and column, wherever the pieces are cut.
@Suite struct DeviceFilePiecesTests {
  /// A byte order mark, a record over two lines, a name beyond ASCII and a field of a newer
  /// format: every place a cut could fall awkwardly.
  static let sample =
    "\u{FEFF}" + """
      {"format": "shopping-list-device", "version": 1, \
      "device": "11111111-0000-4000-8000-000000000001", "name": "laptop"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001",
       "edited": [5, 0], "name": ["crème fraîche"]}
      {"id": "BBBBBBBB-0000-4000-8000-000000000002", "edited": [6, 0], "name": ["eggs"], \
      "price": [{"amount": 12}]}
      {"id": "CCCCCCCC-0000-4000-8000-000000000003", "edited": [7, 0], "name": ["bread"]}
      {"end": 3}

      """

  /// Piece sizes from a byte to more than the file.
  static let pieceSizes = Array(1...24) + [31, 64, 100, 127, 200, 1_000]

  func decodedInPieces(
    _ text: String, pieceSize: Int, skipping known: RecordLines = RecordLines()
  ) throws -> DeviceFileDecoder.Decoded {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(text, to: "device.jsonl")
    var pass = DeviceFileDecoder.Pass(skipping: known, notingLines: true)
    let found = try FilePieces.read(
      directory.appending("device.jsonl"), pieceSize: pieceSize, limit: DeviceFileLimits.fileSize
    ) {
      bytes, isLast in try pass.decode(bytes, isLast: isLast)
    }
    #expect(found)
    return try pass.finished()
  }

  @Test(arguments: pieceSizes) func decodesAsTheWholeFileDoes(pieceSize: Int) throws {
    let whole = try DeviceFileDecoder.decode(Array(Self.sample.utf8), skipping: RecordLines())
    #expect(whole.log.records.count == 3)
    #expect(whole.log.records[Fixture.milk]?.name?.value == "crème fraîche")

    let pieces = try decodedInPieces(Self.sample, pieceSize: pieceSize)
    #expect(pieces.header == whole.header)
    #expect(pieces.log == whole.log)
    #expect(pieces.recordCount == 3)
    #expect(pieces.lines == whole.lines)

    // A second read skips the lines it knows, in pieces too.
    let again = try decodedInPieces(Self.sample, pieceSize: pieceSize, skipping: whole.lines)
    #expect(Set(again.log.records.keys) == [Fixture.milk])
    #expect(again.recordCount == 3)
  }

  /// A file read in pieces sizes its record table once, from the first piece and with room to
  /// spare: sized a few lines short, the table doubled as the file's last records went in.
  @Test func sizesTheRecordTableOnceWithRoom() throws {
    var text =
      #"{"format": "shopping-list-device", "version": 1, "#
      + #""device": "11111111-0000-4000-8000-000000000001"}"# + "\n"
    for number in 1...1_000 {
      let id = String(format: "AAAAAAAA-0000-4000-8000-%012d", number)
      text += #"{"id": "\#(id)", "edited": [5, 0], "name": ["item \#(number)"]}"# + "\n"
    }
    text += #"{"end": 1000}"# + "\n"
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(text, to: "device.jsonl")
    var pass = DeviceFileDecoder.Pass(
      skipping: RecordLines(), notingLines: true, sizeHint: text.utf8.count, gathersShare: true
    )
    _ = try FilePieces.read(
      directory.appending("device.jsonl"), pieceSize: 4_096, limit: DeviceFileLimits.fileSize
    ) { bytes, isLast in try pass.decode(bytes, isLast: isLast) }
    let decoded = try pass.finished()
    #expect(decoded.log.records.count == 1_000)
    #expect((1_000..<1_500).contains(decoded.log.records.values.elements.capacity))
    #expect((1_000..<1_500).contains(pass.share?.items.capacity ?? 0))
  }

  /// Files that fail: a bad token on a later line after characters beyond ASCII, something
  /// after a record on its line, a file cut short, a wrong count, something after the end
  /// line, a cut header.
  static let broken: [String] = [
    sample.replacingOccurrences(of: #""name": ["bread"]"#, with: #""name": ["bread"] ,"#),
    sample.replacingOccurrences(
      of: #""edited": [5, 0], "name": ["crème fraîche"]"#,
      with: #""edited": [5, 0], "name": ["crème fraîche"], x"#),
    sample.replacingOccurrences(of: #""name": ["bread"]}"#, with: #""name": ["bread"]} x"#),
    sample.replacingOccurrences(of: "{\"end\": 3}\n", with: ""),
    sample.replacingOccurrences(of: #"{"end": 3}"#, with: #"{"end": 4}"#),
    sample + "{}\n",
    String(sample.prefix(40)),
  ]

  @Test(arguments: pieceSizes) func failsWhereTheWholeFileFails(pieceSize: Int) throws {
    for text in Self.broken {
      var wholeError: ListFileFormatError?
      do {
        _ = try DeviceFileDecoder.decode(Array(text.utf8), skipping: RecordLines())
      } catch {
        wholeError = error
      }
      #expect(wholeError != nil)
      #expect(throws: wholeError!) { try decodedInPieces(text, pieceSize: pieceSize) }
    }
  }

  @Test func theSecondBrokenFileFailsOnTheRecordsSecondLineAfterItsName() {
    // NB: columns count characters: "crème fraîche" is 13, not 15 bytes.
    #expect(
      throws: ListFileFormatError.invalid(
        "expected a key in double quotes, found 'x'", line: 3, column: 47
      )
    ) {
      try DeviceFileDecoder.decode(Array(Self.broken[1].utf8), skipping: RecordLines())
    }
  }
}
