/// Text as data, for alerts and dialogs: equatable, hashable and dumpable, so tests compare it.
///
/// ```swift
/// let title = TextState("Delete \(count) items?")
/// let bold = TextState("Careful").bold() + TextState(", this cannot be undone.")
/// ```
public struct TextState: Hashable, Sendable {
  /// A formatting hint a renderer may honour.
  ///
  /// ```swift
  /// TextState("Careful").bold()
  /// ```
  public enum Modifier: Hashable, Sendable {
    /// Bold text.
    ///
    /// ```swift
    /// TextState("Careful").bold()
    /// ```
    case bold
    /// Italic text.
    ///
    /// ```swift
    /// TextState("Note").italic()
    /// ```
    case italic
    /// Struck-through text.
    ///
    /// ```swift
    /// TextState("Milk").strikethrough()
    /// ```
    case strikethrough
    /// Underlined text.
    ///
    /// ```swift
    /// TextState("Milk").underline()
    /// ```
    case underline
  }

  enum Storage: Hashable, Sendable {
    case text(String)
    indirect case concatenated(TextState, TextState)
  }

  let storage: Storage

  /// The formatting hints applied to this text, in order.
  ///
  /// ```swift
  /// TextState("Careful").bold().modifiers  // [.bold]
  /// ```
  public private(set) var modifiers: [Modifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text shown as written.
  ///
  /// ```swift
  /// TextState("Delete all?")
  /// ```
  ///
  /// - Parameter content: The text.
  public init(_ content: some StringProtocol) {
    self.init(storage: .text(String(content)))
  }

  /// Text shown as written, never looked up for translation.
  ///
  /// ```swift
  /// TextState(verbatim: item.name)
  /// ```
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.init(storage: .text(content))
  }

  /// The two texts one after the other.
  ///
  /// ```swift
  /// TextState("Hello, ") + TextState("world").bold()
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// The text in bold.
  ///
  /// ```swift
  /// TextState("Careful").bold()
  /// ```
  public func bold() -> Self { self.modified(.bold) }

  /// The text in italics.
  ///
  /// ```swift
  /// TextState("Note").italic()
  /// ```
  public func italic() -> Self { self.modified(.italic) }

  /// The text struck through.
  ///
  /// ```swift
  /// TextState("Milk").strikethrough()
  /// ```
  public func strikethrough() -> Self { self.modified(.strikethrough) }

  /// The text underlined.
  ///
  /// ```swift
  /// TextState("Milk").underline()
  /// ```
  public func underline() -> Self { self.modified(.underline) }

  func modified(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Text from a literal, interpolations included.
  ///
  /// ```swift
  /// let title: TextState = "Delete \(count) items?"
  /// ```
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension String {
  /// The plain characters of a ``TextState``, without its formatting.
  ///
  /// ```swift
  /// String(state: TextState("Hi") + TextState("!").bold())  // "Hi!"
  /// ```
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    switch state.storage {
    case let .text(text):
      self = text
    case let .concatenated(first, second):
      self = String(state: first) + String(state: second)
    }
  }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its plain characters.
  ///
  /// ```swift
  /// customDump(TextState("Hi"))  // "Hi"
  /// ```
  public var customDumpValue: Any {
    String(state: self)
  }
}

extension TextState: CustomStringConvertible {
  /// Its plain characters.
  ///
  /// ```swift
  /// print(TextState("Hi"))  // Hi
  /// ```
  public var description: String {
    String(state: self)
  }
}
