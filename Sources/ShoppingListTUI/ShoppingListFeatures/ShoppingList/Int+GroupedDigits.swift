extension Int {
  /// The number with its digits grouped by thousands, as counts are shown: `100,000 items`.
  ///
  /// ```swift
  /// 1234567.groupedDigits  // "1,234,567"
  /// (-4200).groupedDigits  // "-4,200"
  /// ```
  package var groupedDigits: String {
    var digitCount = 1
    var rest = magnitude / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let sign = self < 0 ? 1 : 0
    let length = sign + digitCount + (digitCount - 1) / 3
    // NB: written byte by byte from the last digit: the status bar shows counts on every frame.
    return String(unsafeUninitializedCapacity: length) { bytes in
      var remaining = magnitude
      var position = length
      for written in 0..<digitCount {
        if written > 0, written.isMultiple(of: 3) {
          position -= 1
          bytes[position] = UInt8(ascii: ",")
        }
        position -= 1
        bytes[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      }
      if sign == 1 { bytes[0] = UInt8(ascii: "-") }
      return length
    }
  }
}
