import TestSupport
import Testing

@testable import SharedList

@Suite struct PositionKeyTests {
  @Test func firstKeys() {
    let first = PositionKey.between(nil, nil)
    #expect(first.text == "a0")
    #expect(PositionKey.between(first, nil).text == "a1")
    #expect(PositionKey.between(nil, first).text == "Zz")
    #expect(PositionKey.between(first, PositionKey("a1")).text == "a0V")
  }

  @Test func invalidTextIsNoKey() {
    #expect(PositionKey("") == nil)
    #expect(PositionKey("a") == nil)
    #expect(PositionKey("a00") == nil)
    #expect(PositionKey("a0!") == nil)
    #expect(PositionKey("a0V") != nil)
  }

  @Test func textLongerThanTheMaximumLengthIsNoKey() {
    let longest = "a0" + String(repeating: "V", count: 1_022)
    #expect(PositionKey(longest)?.text.count == 1_024)
    #expect(PositionKey(longest + "V") == nil)
    #expect(Array(longest.utf8).withUnsafeBufferPointer { PositionKey(bytes: $0) } != nil)
    #expect(Array((longest + "V").utf8).withUnsafeBufferPointer { PositionKey(bytes: $0) } == nil)
  }

  @Test func aKeyAfterTwentyThousandDigitsIsFoundWithoutRecursion() {
    // NB: through the bytes, as no text this long is a key. Each of the 20,000 `z`s was a
    // level of recursion, past the stack of a test's thread.
    let lower = "a0" + String(repeating: "z", count: 20_000)
    let key = PositionKey.keyBetween(Array(lower.utf8), Array("a1".utf8))
    #expect(key == Array((lower + "V").utf8))
    let shared = "a0" + String(repeating: "V", count: 20_000)
    let between = PositionKey.keyBetween(Array((shared + "1").utf8), Array((shared + "3").utf8))
    #expect(between == Array((shared + "2").utf8))
  }

  @Test func aLongRunOfAppendsOrPrependsKeepsKeysShort() {
    let appended = PositionKey.sequence(count: 100_000)
    #expect(appended.last?.text == "cOzt")
    #expect(zip(appended, appended.dropFirst()).allSatisfy { $0 < $1 })
    var key = PositionKey.between(nil, nil)
    for _ in 0..<100_000 { key = PositionKey.between(nil, key) }
    #expect(key.text == "Xb06")
  }

  @Test func insertingAtOneSpotGrowsKeysSlowly() {
    let lower = PositionKey.between(nil, nil)
    var upper = PositionKey.between(lower, nil)
    for _ in 0..<60 { upper = PositionKey.between(lower, upper) }
    #expect(upper > lower)
    #expect(upper.text.count <= 14)
  }

  @Test func aKeyBetweenIsAlwaysStrictlyBetween() {
    var random = SplitMix64(seed: 13)
    var keys = [PositionKey.between(nil, nil)]
    for _ in 0..<2000 {
      let index = Int.random(in: 0...keys.count, using: &random)
      let lower = index > 0 ? keys[index - 1] : nil
      let upper = index < keys.count ? keys[index] : nil
      let key = PositionKey.between(lower, upper)
      if let lower { #expect(lower < key) }
      if let upper { #expect(key < upper) }
      #expect(PositionKey(key.text) == key)
      keys.insert(key, at: index)
    }
  }
}

@Suite struct PositionKeySequenceTests {
  @Test func keysBeforeAKeyCountDown() {
    let keys = PositionKey.sequence(count: 3, and: PositionKey("a0"))
    #expect(keys.map(\.text) == ["Zx", "Zy", "Zz"])
  }

  @Test func keysBetweenTwoKeysSplitTheGap() {
    let keys = PositionKey.sequence(count: 3, between: PositionKey("a0"), and: PositionKey("a1"))
    #expect(keys.map(\.text) == ["a0G", "a0V", "a0l"])
    let many = PositionKey.sequence(
      count: 100_000, between: PositionKey("a0"), and: PositionKey("a1")
    )
    #expect(zip(many, many.dropFirst()).allSatisfy { $0 < $1 })
    #expect(many.first.map { $0 > PositionKey("a0")! } == true)
    #expect(many.last.map { $0 < PositionKey("a1")! } == true)
    #expect(many.map(\.text.count).max() == 6)
  }

  @Test func boundsOutOfOrderGiveKeysAfterTheLowerOne() {
    let keys = PositionKey.sequence(count: 2, between: PositionKey("a5"), and: PositionKey("a5"))
    #expect(keys.map(\.text) == ["a6", "a7"])
  }
}
