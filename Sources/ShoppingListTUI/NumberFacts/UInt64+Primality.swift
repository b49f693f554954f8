/// Primality of 64-bit numbers in microseconds, so factorising any `Int` stays instant.
extension UInt64 {
  /// Whether this number is prime, by a Miller–Rabin test that is deterministic below 2⁶⁴.
  ///
  /// The first twelve primes as witnesses are enough for every number below 3.3 × 10²⁴.
  var isPrime: Bool {
    guard self >= 2 else { return false }
    for witness in Self.witnesses where self % witness == 0 {
      return self == witness
    }
    let twos = (self - 1).trailingZeroBitCount
    let oddPart = (self - 1) >> twos
    return Self.witnesses.allSatisfy {
      isStrongProbablePrime(witness: $0, oddPart: oddPart, twos: twos)
    }
  }

  private static let witnesses: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]

  /// Whether `witness` behaves as it must for a prime `self = oddPart × 2^twos + 1`.
  private func isStrongProbablePrime(witness: UInt64, oddPart: UInt64, twos: Int) -> Bool {
    let minusOne = self - 1
    var x = witness.poweredModulo(oddPart, self)
    if x == 1 || x == minusOne { return true }
    for _ in 1..<twos {
      x = x.multipliedModulo(x, self)
      if x == minusOne { return true }
    }
    return false
  }
}
