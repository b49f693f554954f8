import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListStorage

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
    ("e", "cafe\u{301}", true),
    ("ECLAIR", "Éclair", true),
    ("éclair", "ECLAIR", true),
    ("ü", "miller", false),
    ("u", "Müller", true),
    ("k", "milk 👍🏽", true),
    ("x", "", false),
    ("👍🏽", "milk 👍🏽", true),
  ])
  func matchesIgnoringCaseAndAccents(query: String, name: String, matches: Bool) {
    #expect(NameMatcher(query).matches(name) == matches)
  }

  @Test func aLongerQueryNarrowsTheShorterOne() {
    #expect(NameMatcher("oat milk").isNarrowing(NameMatcher("MILK")))
    #expect(NameMatcher("milk").isNarrowing(NameMatcher("")))
    #expect(!NameMatcher("milk").isNarrowing(NameMatcher("milky")))
    #expect(!NameMatcher("oat").isNarrowing(NameMatcher("milk")))
  }

  @Test func aSortedListAndAFilterFoldTheSameWay() {
    for name in ["Éclair", "CAFÉ", "Crème brûlée"] {
      #expect(NameMatcher(ItemOrder.sortKey(for: name)).matches(name), "\(name)")
    }
  }
}
