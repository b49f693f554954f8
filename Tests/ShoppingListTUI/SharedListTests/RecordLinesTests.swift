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

  @Test func linesNotedForLaterAreKnownAtOnceAndSettleIntoTheTable() {
    var lines = Self.noting(["milk"])
    for text in ["eggs", "bread", "eggs"] {
      Array(text.utf8).withUnsafeBufferPointer { lines.noteLater($0) }
    }

    #expect(!lines.isSettled)
    #expect(lines.count == 4)
    #expect(lines.contains("eggs") && lines.contains("bread") && lines.contains("milk"))
    #expect(!lines.contains("tea"))
    #expect(lines == Self.noting(["bread", "eggs", "milk"]))
    lines.settle()
    #expect(lines.isSettled)
    #expect(lines.count == 3)
    #expect(lines.contains("eggs") && lines.contains("bread") && lines.contains("milk"))
    #expect(!lines.contains("tea"))
  }

  /// Random lines noted in random order, now or for later, some reserved for, some joined from
  /// a second set: exactly the lines of a `Set` of them are known, before and after settling.
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
        let later = Int.random(in: 0..<4, using: &random) == 0
        Array(text.utf8).withUnsafeBufferPointer { line in
          switch (Bool.random(using: &random), later) {
          case (true, false): lines.note(line)
          case (true, true): lines.noteLater(line)
          case (false, false): other.note(line)
          case (false, true): other.noteLater(line)
          }
        }
        model.insert(text)
      }
      lines.formUnion(other)
      for text in pool { #expect(lines.contains(text) == model.contains(text)) }
      #expect(lines == Self.noting(model.sorted()))
      lines.settle()
      #expect(lines.count == model.count)
      for text in pool { #expect(lines.contains(text) == model.contains(text)) }
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
