import Foundation
import PropertyBased
import SharedList
import Testing
import TestSupport

/// The lines a reader skips: what was noted is known, what was not is not, through growth and
/// unions, and equal sets of lines compare equal however they were noted.
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

  /// Random lines noted in random order, some reserved for, some joined from a second set:
  /// exactly the lines of a `Set` of them are known.
  @Test func knowsWhatASetWouldKnow() async {
    await propertyCheck(count: 100, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let pool = (0..<Int.random(in: 1...3_000, using: &random)).map { "line \($0)" }
      var lines = RecordLines()
      if Bool.random(using: &random) {
        lines.reserveCapacity(Int.random(in: 0...4_000, using: &random))
      }
      var other = RecordLines()
      var model: Set<String> = []
      for _ in 0..<Int.random(in: 0...4_000, using: &random) {
        let text = pool.randomElement(using: &random)!
        if Bool.random(using: &random) { lines.note(text) } else { other.note(text) }
        model.insert(text)
      }
      lines.formUnion(other)
      #expect(lines.count == model.count)
      for text in pool { #expect(lines.contains(text) == model.contains(text)) }
      #expect(lines == Self.noting(model.sorted()))
    }
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
