import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

/// Factorisation and primality checked against trial division and a sieve, and on the numbers
/// that trip up fast methods: prime squares, semiprimes of two large primes, strong pseudoprimes.
struct PrimeFactorizationTests {
  @Test func agreesWithTrialDivisionUpTo20000() {
    for number in UInt64(2)...20_000 {
      let factors = PrimeFactorization(number).factors
      #expect(factors.map(\.prime) == factors.map(\.prime).sorted())
      #expect(factors.allSatisfy { isPrimeByTrialDivision($0.prime) && $0.exponent > 0 })
      let product = factors.reduce(1) { product, factor in
        (0..<factor.exponent).reduce(product) { product, _ in product * factor.prime }
      }
      #expect(product == number, "\(number)")
    }
  }

  @Test func zeroAndOneHaveNoFactors() {
    #expect(PrimeFactorization(0).factors.isEmpty)
    #expect(PrimeFactorization(1).factors.isEmpty)
  }

  @Test(arguments: [
    (UInt64(Int.max), [(7, 2), (73, 1), (127, 1), (337, 1), (92737, 1), (649657, 1)]),
    (UInt64(Int.max) + 1, [(2, 63)]),
    (UInt64.max, [(3, 1), (5, 1), (17, 1), (257, 1), (641, 1), (65537, 1), (6700417, 1)]),
    (2_147_483_647 * 2_147_483_629, [(2_147_483_629, 1), (2_147_483_647, 1)]),
    (3_037_000_493 * 3_037_000_493, [(3_037_000_493, 2)]),
    (1_009 * 1_009 * 1_009, [(1_009, 3)]),
    (4_294_967_291 * 4_294_967_279, [(4_294_967_279, 1), (4_294_967_291, 1)]),
    // Strong pseudoprimes: to bases 2, 3, 5, 7 and to every prime base up to 23.
    (3_215_031_751, [(151, 1), (751, 1), (28351, 1)]),
    (3_825_123_056_546_413_051, [(149_491, 1), (747_451, 1), (34_233_211, 1)]),
    (18_446_744_073_709_551_557, [(18_446_744_073_709_551_557, 1)]),
  ] as [(UInt64, [(UInt64, Int)])])
  func factorsHardNumbers(number: UInt64, factors: [(UInt64, Int)]) {
    let expected = factors.map { PrimeFactorization.Factor(prime: $0.0, exponent: $0.1) }
    #expect(PrimeFactorization(number).factors == expected)
  }

  @Test func primalityAgreesWithASieveUpTo100000() {
    var composite = [Bool](repeating: false, count: 100_001)
    for candidate in 2...316 where !composite[candidate] {
      for multiple in stride(from: candidate * candidate, through: 100_000, by: candidate) {
        composite[multiple] = true
      }
    }
    for number in 0...100_000 {
      #expect(UInt64(number).isPrime == (number >= 2 && !composite[number]), "\(number)")
    }
  }

  @Test func divisorSumAndCount() {
    let twentyEight = PrimeFactorization(28)
    #expect(twentyEight.divisors == [1, 2, 4, 7, 14, 28])
    #expect(twentyEight.divisorCount == 6)
    #expect(twentyEight.divisorSum == 56)
    #expect(PrimeFactorization(1).divisorSum == 1)
    #expect(PrimeFactorization(UInt64(Int.max) + 1).divisorSum == UInt64.max)
    // σ(2⁶² × 3) = (2⁶³ − 1) × 4 does not fit in 64 bits.
    #expect(PrimeFactorization(3 << 62).divisorSum == nil)
  }

  private func isPrimeByTrialDivision(_ number: UInt64) -> Bool {
    guard number >= 2 else { return false }
    var divisor: UInt64 = 2
    while divisor * divisor <= number {
      if number % divisor == 0 { return false }
      divisor += 1
    }
    return true
  }
}
