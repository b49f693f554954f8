/// The ASCII bytes that JSON's grammar is made of, named so the reader and writer read as prose.
extension UInt8 {
  package static let tab = UInt8(ascii: "\t")
  package static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  package static let space = UInt8(ascii: " ")
  package static let quote = UInt8(ascii: "\"")
  package static let plus = UInt8(ascii: "+")
  package static let comma = UInt8(ascii: ",")
  package static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let backslash = UInt8(ascii: "\\")
  package static let openBracket = UInt8(ascii: "[")
  package static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  package static let closeBrace = UInt8(ascii: "}")

  /// The value of this byte as an ASCII hexadecimal digit, if it is one.
  var hexDigitValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether this byte is an ASCII decimal digit.
  package var isDecimalDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
