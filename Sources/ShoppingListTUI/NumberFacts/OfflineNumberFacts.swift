/// Facts worked out from a number itself, so the counter has something true to say without the
/// network: parity, primality or factorisation, powers, Fibonacci, triangular and perfect
/// numbers, digit sum, binary, hexadecimal and Roman forms. Correct for every `Int`.
package enum OfflineNumberFacts {
  /// Every fact that holds for `number`, as English sentences in a fixed order; never empty.
  ///
  /// ```swift
  /// OfflineNumberFacts.facts(about: 42)
  /// // ["42 is even.", "42 = 2 × 3 × 7.", "The digits of 42 add up to 6.",
  /// //  "42 in binary is 101010.", "42 in hexadecimal is 2A.", "42 in Roman numerals is XLII."]
  /// ```
  package static func facts(about number: Int) -> [String] {
    let factorization = PrimeFactorization(UInt64(number.magnitude))
    return [
      parity(of: number),
      primality(of: number, factorization),
      powers(of: number),
      fibonacci(number),
      triangular(number),
      perfect(number, factorization),
      digitSum(of: number),
      number.magnitude < 2 ? nil : "\(number) in binary is \(String(number, radix: 2)).",
      number.magnitude < 10
        ? nil : "\(number) in hexadecimal is \(String(number, radix: 16, uppercase: true)).",
      RomanNumeral.string(for: number).map { "\(number) in Roman numerals is \($0)." },
    ]
    .compactMap(\.self)
  }

  private static func parity(of number: Int) -> String {
    number.isMultiple(of: 2) ? "\(number) is even." : "\(number) is odd."
  }

  private static func primality(of number: Int, _ factorization: PrimeFactorization) -> String {
    if number.magnitude < 2 { return "\(number) is neither prime nor composite." }
    if factorization.isPrime {
      return number > 0
        ? "\(number) is a prime number."
        : "\(number) is the negative of the prime number \(number.magnitude)."
    }
    let product = factorization.factors
      .map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)\(superscript($0.exponent))" }
      .joined(separator: " × ")
    return number > 0 ? "\(number) = \(product)." : "\(number) = -1 × \(product)."
  }

  private static func powers(of number: Int) -> String? {
    let magnitude = UInt64(number.magnitude)
    let squareRoot = magnitude.integerSquareRoot
    let cubeRoot = magnitude.integerCubeRoot
    let square = number >= 0 && squareRoot * squareRoot == magnitude
      ? "a perfect square (\(squareRoot)²)" : nil
    let cube = cubeRoot * cubeRoot * cubeRoot == magnitude
      ? "a perfect cube (\(number >= 0 ? "\(cubeRoot)" : "(-\(cubeRoot))")³)" : nil
    let both = [square, cube].compactMap(\.self)
    return both.isEmpty ? nil : "\(number) is \(both.joined(separator: " and "))."
  }

  private static func fibonacci(_ number: Int) -> String? {
    let indices = fibonacciNumbers.indices.filter { fibonacciNumbers[$0] == number }
    guard !indices.isEmpty else { return nil }
    let terms = indices.map { "F\(`subscript`($0))" }.joined(separator: " = ")
    return "\(number) is a Fibonacci number: \(terms) = \(number)."
  }

  private static func triangular(_ number: Int) -> String? {
    guard number > 0 else { return nil }
    let double = UInt64(number) * 2
    let side = double.integerSquareRoot
    guard side * (side + 1) == double else { return nil }
    switch side {
    case 1: return "1 is the first triangular number."
    case 2...4:
      let sum = (1...side).map(String.init).joined(separator: " + ")
      return "\(number) is a triangular number: \(sum) = \(number)."
    default: return "\(number) is a triangular number: 1 + 2 + … + \(side) = \(number)."
    }
  }

  private static func perfect(_ number: Int, _ factorization: PrimeFactorization) -> String? {
    guard number > 1, factorization.divisorSum == UInt64(number) * 2 else { return nil }
    let properDivisorCount = factorization.divisorCount - 1
    guard properDivisorCount <= 10 else {
      return "\(number) is a perfect number: its \(properDivisorCount) proper divisors "
        + "add up to \(number)."
    }
    let sum = factorization.divisors.dropLast().map(String.init).joined(separator: " + ")
    return "\(number) is a perfect number: \(sum) = \(number)."
  }

  private static func digitSum(of number: Int) -> String? {
    guard number.magnitude >= 10 else { return nil }
    let sum = String(number.magnitude).reduce(0) { $0 + ($1.wholeNumberValue ?? 0) }
    return "The digits of \(number) add up to \(sum)."
  }

  /// F₀ … F₉₂, every Fibonacci number an `Int` can hold.
  private static let fibonacciNumbers: [Int] = {
    var numbers = [0, 1]
    while case let (next, false) = numbers[numbers.count - 2]
      .addingReportingOverflow(numbers[numbers.count - 1])
    {
      numbers.append(next)
    }
    return numbers
  }()

  private static func superscript(_ value: Int) -> String {
    String(String(value).map { superscriptDigits[$0.wholeNumberValue ?? 0] })
  }

  private static func `subscript`(_ value: Int) -> String {
    String(String(value).map { subscriptDigits[$0.wholeNumberValue ?? 0] })
  }

  private static let superscriptDigits = Array("⁰¹²³⁴⁵⁶⁷⁸⁹")
  private static let subscriptDigits = Array("₀₁₂₃₄₅₆₇₈₉")
}
