extension Int {
  /// The number with its digits grouped by thousands, as counts are shown: `100,000 items`.
  ///
  /// ```swift
  /// 1234567.groupedDigits  // "1,234,567"
  /// (-4200).groupedDigits  // "-4,200"
  /// ```
  package var groupedDigits: String {
    let digits = String(magnitude)
    var grouped = ""
    grouped.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return self < 0 ? "-" + grouped : grouped
  }
}
