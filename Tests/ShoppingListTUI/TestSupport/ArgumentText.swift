import Testing

/// A string argument of a parameterized test, which Swift Testing names escaped on one line.
///
/// Swift Testing prints a line for each case of a parameterized test as it starts, with its
/// string arguments as they are: a line feed there breaks the line, and an escape, a control or a
/// bidirectional override reaches the terminal. Shown as Swift would write them (`"a\nb"`,
/// `"\u{1B}"`, `"\u{202E}"`), such arguments keep the line one line of plain text.
public struct ArgumentText: Sendable, ExpressibleByStringLiteral, CustomTestStringConvertible {
  public var value: String

  public init(_ value: String) { self.value = value }

  public init(stringLiteral value: String) { self.value = value }

  public var testDescription: String {
    var text = "\""
    for scalar in self.value.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
        .unassigned:
        text += scalar.escaped(asASCII: true)
      case .spaceSeparator where scalar != " ":
        text += scalar.escaped(asASCII: true)
      default:
        text += scalar == "\"" || scalar == "\\" ? scalar.escaped(asASCII: true) : String(scalar)
      }
    }
    return text + "\""
  }
}
