/// The prime factors of a 64-bit magnitude, found in milliseconds for any `Int`: trial division
/// by the primes below 1000, then Miller–Rabin and Pollard's rho (Brent's variant) for the rest.
package struct PrimeFactorization: Equatable, Sendable {
  /// One prime and how many times it divides the number.
  package struct Factor: Equatable, Sendable {
    package var prime: UInt64
    package var exponent: Int

    /// `prime` raised to `exponent`.
    package init(prime: UInt64, exponent: Int) {
      self.prime = prime
      self.exponent = exponent
    }
  }

  /// The factors in ascending order of prime; empty for 0 and 1, which have none.
  let factors: [Factor]

  /// Factorises `magnitude`.
  package init(_ magnitude: UInt64) {
    guard magnitude > 1 else {
      factors = []
      return
    }
    var primes: [UInt64] = []
    var rest = magnitude
    for prime in Self.smallPrimes {
      if prime * prime > rest { break }
      while rest % prime == 0 {
        primes.append(prime)
        rest /= prime
      }
    }
    var pending = rest > 1 ? [rest] : []
    while let number = pending.popLast() {
      if number.isPrime {
        primes.append(number)
      } else {
        let divisor = Self.divisor(ofComposite: number)
        pending.append(contentsOf: [divisor, number / divisor])
      }
    }
    factors = primes.sorted().reduce(into: []) { factors, prime in
      if factors.last?.prime == prime {
        factors[factors.count - 1].exponent += 1
      } else {
        factors.append(Factor(prime: prime, exponent: 1))
      }
    }
  }

  /// Whether the number is prime: exactly one factor, once.
  var isPrime: Bool {
    factors.count == 1 && factors[0].exponent == 1
  }

  /// How many positive divisors the number has (1 for 1; meaningless for 0).
  var divisorCount: Int {
    factors.reduce(1) { $0 * ($1.exponent + 1) }
  }

  /// Every positive divisor in ascending order, including 1 and the number itself.
  var divisors: [UInt64] {
    factors.reduce(into: [1]) { divisors, factor in
      var power: UInt64 = 1
      let previous = divisors
      for _ in 0..<factor.exponent {
        power *= factor.prime
        divisors += previous.map { $0 * power }
      }
    }
    .sorted()
  }

  /// σ, the sum of all positive divisors, or `nil` when it does not fit in 64 bits.
  var divisorSum: UInt64? {
    var sum: UInt64 = 1
    for factor in factors {
      // 1 + p + p² + … + pᵉ, the divisors made of this prime alone.
      var term: UInt64 = 1
      var power: UInt64 = 1
      for _ in 0..<factor.exponent {
        let (nextPower, powerOverflow) = power.multipliedReportingOverflow(by: factor.prime)
        let (nextTerm, termOverflow) = term.addingReportingOverflow(nextPower)
        guard !powerOverflow, !termOverflow else { return nil }
        (power, term) = (nextPower, nextTerm)
      }
      let (product, overflow) = sum.multipliedReportingOverflow(by: term)
      guard !overflow else { return nil }
      sum = product
    }
    return sum
  }

  /// The primes below 1000: after dividing them out, every factor left is large enough that
  /// Miller–Rabin and Pollard's rho take over.
  private static let smallPrimes: [UInt64] = (2..<1000).filter { UInt64($0).isPrime }

  /// A proper divisor of an odd composite with no factor below 1000.
  private static func divisor(ofComposite number: UInt64) -> UInt64 {
    let root = number.integerSquareRoot
    if root * root == number { return root }
    var increment: UInt64 = 1
    while true {
      let divisor = brentRho(number, increment: increment)
      if divisor != number { return divisor }
      increment += 1
    }
  }

  /// Pollard's rho with Brent's cycle detection on `x ↦ x² + increment (mod number)`, batching
  /// 128 differences per gcd; returns `number` itself when this increment fails.
  private static func brentRho(_ number: UInt64, increment: UInt64) -> UInt64 {
    let step = { (x: UInt64) in x.multipliedModulo(x, number).addedModulo(increment, number) }
    let batch = 128
    var y: UInt64 = 2
    var saved: UInt64 = 2
    var x: UInt64 = 2
    var product: UInt64 = 1
    var divisor: UInt64 = 1
    var length = 1
    while divisor == 1 {
      x = y
      for _ in 0..<length { y = step(y) }
      var done = 0
      while done < length, divisor == 1 {
        saved = y
        for _ in 0..<min(batch, length - done) {
          y = step(y)
          product = product.multipliedModulo(x > y ? x - y : y - x, number)
        }
        divisor = greatestCommonDivisor(product, number)
        done += batch
      }
      length *= 2
    }
    guard divisor == number else { return divisor }
    // The batch overshot: replay it one difference at a time.
    repeat {
      saved = step(saved)
      divisor = greatestCommonDivisor(x > saved ? x - saved : saved - x, number)
    } while divisor == 1
    return divisor
  }

  private static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
