import Foundation
import Testing

@testable import SharedList

/// The lines a reader skips: what was noted is known, what was not is not, through unions, and
/// equal sets of lines compare equal however they were noted.
@Suite struct RecordLinesTests {
  static func noting(_ texts: [String]) -> RecordLines {
    var lines = RecordLines()
    for text in texts { lines.note(text) }
    return lines
  }

  @Test func knowsExactlyTheLinesNoted() {
    let lines = Self.noting([#"{"id": "A"}"#, #"{"id": "B"}"#, #"{"id": "A"}"#])

    #expect(lines.count == 2)
    #expect(lines.contains(#"{"id": "A"}"#))
    #expect(lines.contains(#"{"id": "B"}"#))
    #expect(!lines.contains(#"{"id": "C"}"#))
    #expect(!lines.contains(#"{"id": "A"} "#))
    #expect(!RecordLines().contains(#"{"id": "A"}"#))
    #expect(RecordLines().isEmpty)
  }

  @Test func aUnionKnowsBoth() {
    var lines = Self.noting(["milk", "eggs"])
    lines.formUnion(Self.noting(["eggs", "bread"]))

    #expect(lines.count == 3)
    #expect(lines == Self.noting(["bread", "eggs", "milk"]))
    #expect(lines != Self.noting(["bread", "eggs"]))
  }
}

extension RecordLines {
  fileprivate mutating func note(_ text: String) {
    Array(text.utf8).withUnsafeBufferPointer { note($0) }
  }

  fileprivate func contains(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer { contains($0) }
  }
}
