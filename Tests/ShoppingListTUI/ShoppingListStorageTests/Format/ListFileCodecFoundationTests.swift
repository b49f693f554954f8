import Foundation
import Testing
import TestSupport

@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Checks the hand-written codec against Foundation's JSON implementation, which is too slow for
/// 100,000 items but is the reference for what valid JSON means.
@Suite struct ListFileCodecFoundationTests {
  static func foundationFile(_ items: [ShoppingItem]) -> FoundationListFile {
    FoundationListFile(items.map { .init(id: $0.id, name: $0.name, checked: $0.isChecked) })
  }

  /// Names full of what JSON makes hard: escapes, control characters, surrogate pairs, combining
  /// marks, right-to-left text, and the longest allowed name.
  static let trickyNames = [
    "", "milk", "say \"cheese\"", #"C:\temp\new"#, "a/b", "tab\there", "line\nbreak\r\n",
    "\u{0}\u{1}\u{1F}\u{7F}\u{80}\u{9F}", "é vs e\u{301}", "中文 日本語 한국어", "👍🏽 👨‍👩‍👧 🇩🇪",
    "\u{2028}\u{2029}", "עברית العربية", "\u{FEFF}bom", "\u{10FFFF}\u{E000}",
    String(repeating: "ü", count: 500),
  ]

  static func items(named names: [String]) -> [ShoppingItem] {
    names.enumerated().map { index, name in
      ShoppingItem(id: UUID(), name: name, isChecked: index % 2 == 1)
    }
  }

  @Test func foundationReadsWhatWeWrite() throws {
    let items = Self.items(named: Self.trickyNames + Self.randomNames(count: 300))
    let data = Data(ListFileEncoder.encode(items))
    let decoded = try JSONDecoder().decode(FoundationListFile.self, from: data)
    #expect(decoded == Self.foundationFile(items))
  }

  @Test(arguments: [
    JSONEncoder.OutputFormatting(), .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    [.prettyPrinted, .sortedKeys],
  ])
  func weReadWhatFoundationWrites(formatting: JSONEncoder.OutputFormatting) throws {
    let items = Self.items(named: Self.trickyNames + Self.randomNames(count: 300))
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    let data = try encoder.encode(Self.foundationFile(items))
    #expect(try ListFileDecoder.decode(Array(data)) == items)
  }

  @Test func roundTripsThroughOurCodec() throws {
    let items = Self.items(named: Self.trickyNames + Self.randomNames(count: 1_000))
    #expect(try ListFileDecoder.decode(ListFileEncoder.encode(items)) == items)
  }

  @Test(arguments: [
    #"{"id":"$ID","name":"a","checked":fals}]}"#,
    #"{"id":"$ID","name":'a',"checked":false}]}"#,
    #"{"id":"$ID","name":"a\q","checked":false}]}"#,
    #"{"id":"$ID","name":"\u00G1","checked":false}]}"#,
    #"{"id":"$ID","name":"\uDC00","checked":false}]}"#,
    #"{"id":"$ID","name":"a"#,
    #"{"id":"$ID","name":"a","checked":false}]} x"#,
    #"],"x":.5}"#,
    #"],"x":1e}"#,
    #"],"x":NaN}"#,
    #"],"x":[1 2]}"#,
    #"],"x":{"a" 1}}"#,
    #"] /* comment */}"#,
    #"]"#,
    "],\"x\":\"a\u{1}b\"}",
    "],\"x\":\"a\nb\"}",
  ] as [ArgumentText])
  func bothRejectMalformedItems(tail: ArgumentText) {
    let text = #"{"format":"shopping-list","version":1,"items":["#
      + tail.value.replacingOccurrences(of: "$ID", with: Self.id)
    expectBothReject(Array(text.utf8))
  }

  @Test(arguments: ["", "   ", "{", #"{"format":"shopping-list","version":01,"items":[]}"#])
  func bothRejectMalformedDocuments(text: String) {
    expectBothReject(Array(text.utf8))
  }

  func expectBothReject(_ bytes: [UInt8]) {
    // NB: JSONSerialization parses every value; JSONDecoder skips over the values of keys it does
    // not know without fully checking them.
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
    #expect(throws: ListFileFormatError.self) { try ListFileDecoder.decode(bytes) }
  }

  @Test func isStricterThanFoundationAboutTrailingCommas() {
    // NB: RFC 8259 has no trailing commas; Foundation tolerates some. A file with one was not
    // written by shopping-list, and refusing it beats guessing what a hand edit meant.
    let text = #"{"format":"shopping-list","version":1,"items":[],}"#
    #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    #expect(throws: ListFileFormatError.self) { try ListFileDecoder.decode(Array(text.utf8)) }
  }

  @Test(arguments: [
    [0xC3, 0x28], [0xA0], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
  ] as [[UInt8]])
  func bothRejectInvalidUTF8(sequence: [UInt8]) {
    let bytes =
      Array(#"{"format":"shopping-list","version":1,"items":[{"id":"\#(Self.id)","name":""#.utf8)
      + sequence + Array(#"","checked":false}]}"#.utf8)
    expectBothReject(bytes)
  }

  static let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  /// Deterministic names drawn from ASCII, JSON's special characters, controls, and scalars from
  /// every UTF-8 length, so failures reproduce.
  static func randomNames(count: Int) -> [String] {
    var generator = SplitMix64(seed: 0x5EED)
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x00...0x1F, 0x22...0x22, 0x5C...0x5C, 0x80...0x7FF, 0x800...0xD7FF,
      0xE000...0xFFFD, 0x1_0000...0x10_FFFF,
    ]
    return (0..<count).map { _ in
      let length = Int.random(in: 0...24, using: &generator)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        let range = ranges.randomElement(using: &generator)!
        scalars.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
      }
      return String(scalars)
    }
  }
}
