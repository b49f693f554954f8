import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

/// Every fact for a table of known numbers, and each kind of fact checked against a naive
/// definition over a range.
struct OfflineNumberFactsTests {
  static let table: [(number: Int, facts: [String])] = [
    (0, [
      "0 is even.",
      "0 is neither prime nor composite.",
      "0 is a perfect square (0²) and a perfect cube (0³).",
      "0 is a Fibonacci number: F₀ = 0.",
    ]),
    (1, [
      "1 is odd.",
      "1 is neither prime nor composite.",
      "1 is a perfect square (1²) and a perfect cube (1³).",
      "1 is a Fibonacci number: F₁ = F₂ = 1.",
      "1 is the first triangular number.",
      "1 in Roman numerals is I.",
    ]),
    (-1, [
      "-1 is odd.",
      "-1 is neither prime nor composite.",
      "-1 is a perfect cube ((-1)³).",
    ]),
    (2, [
      "2 is even.",
      "2 is a prime number.",
      "2 is a Fibonacci number: F₃ = 2.",
      "2 in binary is 10.",
      "2 in Roman numerals is II.",
    ]),
    (17, [
      "17 is odd.",
      "17 is a prime number.",
      "The digits of 17 add up to 8.",
      "17 in binary is 10001.",
      "17 in hexadecimal is 11.",
      "17 in Roman numerals is XVII.",
    ]),
    (-17, [
      "-17 is odd.",
      "-17 is the negative of the prime number 17.",
      "The digits of -17 add up to 8.",
      "-17 in binary is -10001.",
      "-17 in hexadecimal is -11.",
    ]),
    (42, [
      "42 is even.",
      "42 = 2 × 3 × 7.",
      "The digits of 42 add up to 6.",
      "42 in binary is 101010.",
      "42 in hexadecimal is 2A.",
      "42 in Roman numerals is XLII.",
    ]),
    (-42, [
      "-42 is even.",
      "-42 = -1 × 2 × 3 × 7.",
      "The digits of -42 add up to 6.",
      "-42 in binary is -101010.",
      "-42 in hexadecimal is -2A.",
    ]),
    (64, [
      "64 is even.",
      "64 = 2⁶.",
      "64 is a perfect square (8²) and a perfect cube (4³).",
      "The digits of 64 add up to 10.",
      "64 in binary is 1000000.",
      "64 in hexadecimal is 40.",
      "64 in Roman numerals is LXIV.",
    ]),
    (-27, [
      "-27 is odd.",
      "-27 = -1 × 3³.",
      "-27 is a perfect cube ((-3)³).",
      "The digits of -27 add up to 9.",
      "-27 in binary is -11011.",
      "-27 in hexadecimal is -1B.",
    ]),
    (28, [
      "28 is even.",
      "28 = 2² × 7.",
      "28 is a triangular number: 1 + 2 + … + 7 = 28.",
      "28 is a perfect number: 1 + 2 + 4 + 7 + 14 = 28.",
      "The digits of 28 add up to 10.",
      "28 in binary is 11100.",
      "28 in hexadecimal is 1C.",
      "28 in Roman numerals is XXVIII.",
    ]),
    (144, [
      "144 is even.",
      "144 = 2⁴ × 3².",
      "144 is a perfect square (12²).",
      "144 is a Fibonacci number: F₁₂ = 144.",
      "The digits of 144 add up to 9.",
      "144 in binary is 10010000.",
      "144 in hexadecimal is 90.",
      "144 in Roman numerals is CXLIV.",
    ]),
    (3999, [
      "3999 is odd.",
      "3999 = 3 × 31 × 43.",
      "The digits of 3999 add up to 30.",
      "3999 in binary is 111110011111.",
      "3999 in hexadecimal is F9F.",
      "3999 in Roman numerals is MMMCMXCIX.",
    ]),
    (4000, [
      "4000 is even.",
      "4000 = 2⁵ × 5³.",
      "The digits of 4000 add up to 4.",
      "4000 in binary is 111110100000.",
      "4000 in hexadecimal is FA0.",
    ]),
    (Int.max, [
      "9223372036854775807 is odd.",
      "9223372036854775807 = 7² × 73 × 127 × 337 × 92737 × 649657.",
      "The digits of 9223372036854775807 add up to 88.",
      "9223372036854775807 in binary is \(String(repeating: "1", count: 63)).",
      "9223372036854775807 in hexadecimal is 7FFFFFFFFFFFFFFF.",
    ]),
    (Int.min, [
      "-9223372036854775808 is even.",
      "-9223372036854775808 = -1 × 2⁶³.",
      "-9223372036854775808 is a perfect cube ((-2097152)³).",
      "The digits of -9223372036854775808 add up to 89.",
      "-9223372036854775808 in binary is -1\(String(repeating: "0", count: 63)).",
      "-9223372036854775808 in hexadecimal is -8000000000000000.",
    ]),
    (Int.max - 24, [
      "9223372036854775783 is odd.",
      "9223372036854775783 is a prime number.",
      "The digits of 9223372036854775783 add up to 91.",
      "9223372036854775783 in binary is \(String(Int.max - 24, radix: 2)).",
      "9223372036854775783 in hexadecimal is 7FFFFFFFFFFFFFE7.",
    ]),
    (2_305_843_008_139_952_128, [
      "2305843008139952128 is even.",
      "2305843008139952128 = 2³⁰ × 2147483647.",
      "2305843008139952128 is a triangular number: 1 + 2 + … + 2147483647 = "
        + "2305843008139952128.",
      "2305843008139952128 is a perfect number: its 61 proper divisors add up to "
        + "2305843008139952128.",
      "The digits of 2305843008139952128 add up to 73.",
      "2305843008139952128 in binary is \(String(repeating: "1", count: 31))"
        + "\(String(repeating: "0", count: 30)).",
      "2305843008139952128 in hexadecimal is 1FFFFFFFC0000000.",
    ]),
  ]

  @Test(arguments: table)
  func listsEveryFactOfAKnownNumber(number: Int, facts: [String]) {
    #expect(OfflineNumberFacts.facts(about: number) == facts)
  }

  @Test func findsExactlyThePerfectNumbersAnIntCanHold() {
    let perfect = [6, 28, 496, 8128, 33_550_336, 8_589_869_056, 137_438_691_328]
    for number in perfect + [2_305_843_008_139_952_128] {
      #expect(facts(about: number, containing: "is a perfect number"), "\(number)")
    }
    for number in -100...10_000 where !perfect.contains(number) {
      #expect(!facts(about: number, containing: "is a perfect number"), "\(number)")
    }
    #expect(
      OfflineNumberFacts.facts(about: 496).contains(
        "496 is a perfect number: 1 + 2 + 4 + 8 + 16 + 31 + 62 + 124 + 248 = 496."
      )
    )
  }

  @Test func findsSquaresAndCubesLikeANaiveSearch() {
    let squares = Set((0...50).map { $0 * $0 })
    let cubes = Set((-13...13).map { $0 * $0 * $0 })
    for number in -2000...2000 {
      #expect(facts(about: number, containing: "a perfect square") == squares.contains(number))
      #expect(facts(about: number, containing: "a perfect cube") == cubes.contains(number))
    }
    #expect(facts(about: 3_037_000_499 * 3_037_000_499, containing: "(3037000499²)"))
    #expect(!facts(about: 3_037_000_499 * 3_037_000_499 - 1, containing: "a perfect square"))
    #expect(facts(about: -2_097_151 * 2_097_151 * 2_097_151, containing: "((-2097151)³)"))
  }

  @Test func findsFibonacciNumbersLikeTheRecurrence() {
    var fibonacci: Set = [0, 1]
    var (a, b) = (0, 1)
    while case let (next, false) = a.addingReportingOverflow(b) {
      fibonacci.insert(next)
      (a, b) = (b, next)
    }
    #expect(fibonacci.count == 92)  // F₀ … F₉₂ with 1 counted once
    for number in Array(-10...1000) + fibonacci.flatMap({ [$0, $0 + 1] }) {
      #expect(
        facts(about: number, containing: "is a Fibonacci number") == fibonacci.contains(number),
        "\(number)"
      )
    }
    #expect(facts(about: 7_540_113_804_746_346_429, containing: "F₉₂ = 7540113804746346429"))
  }

  @Test func findsTriangularNumbersLikeTheirSums() {
    let triangular = Set((1...100).map { $0 * ($0 + 1) / 2 })
    for number in -10...5050 {
      #expect(
        facts(about: number, containing: "triangular number") == triangular.contains(number),
        "\(number)"
      )
    }
    #expect(facts(about: 10, containing: "10 is a triangular number: 1 + 2 + 3 + 4 = 10."))
    #expect(facts(about: 15, containing: "15 is a triangular number: 1 + 2 + … + 5 = 15."))
  }

  @Test func namesNoRomanNumeralOutsideOneTo3999() {
    for number in [Int.min, -1, 0, 4000, 4001, Int.max] {
      #expect(!facts(about: number, containing: "Roman"), "\(number)")
    }
  }

  @Test func alwaysHasAFact() {
    for number in [Int.min, Int.min + 1, -2, -1, 0, 1, 2, Int.max - 1, Int.max] {
      #expect(!OfflineNumberFacts.facts(about: number).isEmpty)
    }
  }

  private func facts(about number: Int, containing text: String) -> Bool {
    OfflineNumberFacts.facts(about: number).contains { $0.contains(text) }
  }
}
