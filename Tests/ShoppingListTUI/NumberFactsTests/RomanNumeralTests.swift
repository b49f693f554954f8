import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct RomanNumeralTests {
  @Test(arguments: [
    (1, "I"), (4, "IV"), (9, "IX"), (14, "XIV"), (40, "XL"), (49, "XLIX"), (90, "XC"),
    (400, "CD"), (900, "CM"), (1994, "MCMXCIV"), (2024, "MMXXIV"), (3888, "MMMDCCCLXXXVIII"),
    (3999, "MMMCMXCIX"),
  ])
  func writesStandardSubtractiveForms(number: Int, numeral: String) {
    #expect(RomanNumeral.string(for: number) == numeral)
  }

  @Test(arguments: [Int.min, -1, 0, 4000, Int.max])
  func hasNoNumeralOutsideOneTo3999(number: Int) {
    #expect(RomanNumeral.string(for: number) == nil)
  }
}
