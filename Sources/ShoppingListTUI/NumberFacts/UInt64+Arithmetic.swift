/// Exact integer roots and modular arithmetic on 64-bit magnitudes, so offline facts hold for
/// every `Int` (including `Int.min`, whose magnitude only fits in a `UInt64`) without rounding.
extension UInt64 {
  /// The largest `r` with `r² ≤ self`.
  var integerSquareRoot: UInt64 {
    largestRoot(upTo: 0xFFFF_FFFF) { $0 * $0 }
  }

  /// The largest `r` with `r³ ≤ self`.
  var integerCubeRoot: UInt64 {
    // NB: 2_642_245³ is the largest cube below 2⁶⁴, so `$0 * $0 * $0` cannot overflow.
    largestRoot(upTo: 2_642_245) { $0 * $0 * $0 }
  }

  /// `(self × other) mod modulus`, through the 128-bit product so nothing overflows.
  ///
  /// Both operands must already be reduced (`< modulus`).
  func multipliedModulo(_ other: UInt64, _ modulus: UInt64) -> UInt64 {
    modulus.dividingFullWidth(multipliedFullWidth(by: other)).remainder
  }

  /// `(self + other) mod modulus` for reduced operands, even when the sum passes 2⁶⁴.
  func addedModulo(_ other: UInt64, _ modulus: UInt64) -> UInt64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow || sum >= modulus ? sum &- modulus : sum
  }

  /// `self^exponent mod modulus` by square-and-multiply.
  func poweredModulo(_ exponent: UInt64, _ modulus: UInt64) -> UInt64 {
    var result: UInt64 = 1 % modulus
    var base = self % modulus
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = result.multipliedModulo(base, modulus) }
      base = base.multipliedModulo(base, modulus)
      exponent >>= 1
    }
    return result
  }

  private func largestRoot(upTo bound: UInt64, power: (UInt64) -> UInt64) -> UInt64 {
    var low: UInt64 = 0
    var high = bound
    while low < high {
      let middle = low + (high - low + 1) / 2
      if power(middle) <= self { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
