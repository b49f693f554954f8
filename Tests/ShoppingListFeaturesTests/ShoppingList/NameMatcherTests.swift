import NumberFacts
import ShoppingListStorage
import TestSupport
import Testing

@testable import ShoppingListFeatures

struct NameMatcherTests {
  @Test(arguments: [
    ("milk", "Oat milk", true),
    ("MILK", "oat milk", true),
    ("oat m", "Oat milk", true),
    ("milks", "Oat milk", false),
    ("", "anything", true),
    ("é", "Café", true),
    ("É", "café", true),
    ("牛", "牛乳", true),
    ("e", "cafe\u{301}", false),
    ("k", "milk 👍🏽", true),
    ("x", "", false),
    ("👍🏽", "milk 👍🏽", true),
  ])
  func matchesIgnoringCase(query: String, name: String, matches: Bool) {
    #expect(NameMatcher(query).matches(name) == matches)
  }

  @Test func aLongerQueryNarrowsTheShorterOne() {
    #expect(NameMatcher("oat milk").isNarrowing(NameMatcher("MILK")))
    #expect(NameMatcher("milk").isNarrowing(NameMatcher("")))
    #expect(!NameMatcher("milk").isNarrowing(NameMatcher("milky")))
    #expect(!NameMatcher("oat").isNarrowing(NameMatcher("milk")))
  }
}
