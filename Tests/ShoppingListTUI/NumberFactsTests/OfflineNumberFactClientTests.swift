import Architecture
import IssueCapture
import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct OfflineNumberFactClientTests {
  @Test func picksTheFactTheInjectedGeneratorChooses() {
    let facts = OfflineNumberFacts.facts(about: 42)
    var generator = SplitMix64(seed: 42)
    let expected = (0..<20).map { _ in facts[Int.random(in: facts.indices, using: &generator)] }

    let picks = withDependencies {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: 42))
    } operation: {
      @Dependency(\.offlineNumberFact) var offlineNumberFact
      return (0..<20).map { _ in offlineNumberFact.fact(42) }
    }

    #expect(picks == expected)
  }

  @Test func aSeedGivesTheSameFactsAndTheyVaryBetweenRequests() {
    let picks = { (seed: UInt64) in
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: seed))
      } operation: {
        @Dependency(\.offlineNumberFact) var offlineNumberFact
        return (0..<40).map { _ in offlineNumberFact.fact(64) }
      }
    }
    let facts = Set(OfflineNumberFacts.facts(about: 64))

    #expect(picks(7) == picks(7))
    #expect(Set(picks(7)).isSubset(of: facts))
    #expect(Set(picks(7)).count > 1)
    #expect(picks(7) != picks(8))
  }

  @Test func theTestValueReportsAMissingGenerator() {
    let issues = captureIssues {
      _ = OfflineNumberFactClient.testValue.fact(1)
    }
    #expect(
      issues.map(\.firstLine) == [
        """
        @Dependency(\\.withRandomNumberGenerator) has no test implementation, but was accessed \
        from a test context:
        """
      ]
    )
  }
}
