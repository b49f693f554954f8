extension KeyEvent {
  /// Why a key name does not name a key that can be bound.
  package enum NameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a key at all (`"jump"`, `"ctrl+"`).
    case unknown(String)
    /// `ctrl+` followed by something Control cannot be combined with (`"ctrl+1"`).
    case notAControlKey(String)
    /// A key the runtime keeps for itself: `ctrl+c` quits and `ctrl+z` suspends.
    case reservedForTheTerminal(String)
    /// A Control key that terminals send as the same byte as another key (`ctrl+h` is
    /// Backspace, `ctrl+i` Tab, `ctrl+j` and `ctrl+m` Enter), so it could never be told apart.
    case sameAsAnotherKey(String, KeyEvent)

    package var description: String {
      switch self {
      case .unknown(let name):
        "\"\(name)\" is not a key; keys are a character (\"j\", \"J\", \"?\"), space, enter, esc, "
          + "tab, shift+tab, backspace, delete, up, down, left, right, home, end, pgup, pgdown, "
          + "f1 to f12, ctrl+ a letter or one of @ \\ ] ^ _, or alt+ any of these"
      case .notAControlKey(let name):
        "\"\(name)\" is not a key: ctrl+ goes with a letter or one of @ \\ ] ^ _"
      case .reservedForTheTerminal(let name):
        "\"\(name)\" cannot be bound: ctrl+c always quits and ctrl+z always suspends"
      case .sameAsAnotherKey(let name, let key):
        "\"\(name)\" reaches the app as \(key), the same byte to a terminal; bind \"\(key)\""
      }
    }
  }

  /// The key a readable name names, in the syntax ``description`` prints (`"j"`, `"J"`,
  /// `"space"`, `"enter"`, `"esc"`, `"shift+tab"`, `"ctrl+d"`, `"alt+b"`, `"pgdown"`, `"f1"`),
  /// so a name read from a configuration file and a key shown in the help are the same text.
  /// `"pageup"`, `"pagedown"`, `"escape"` and `"return"` are accepted too; a name of one
  /// character is that character.
  ///
  /// ```swift
  /// try KeyEvent(name: "ctrl+d")   // .ctrl("d")
  /// try KeyEvent(name: "alt+b")    // .alt(.character("b"))
  /// ```
  package init(name: String) throws(NameError) {
    if name.count == 1, let character = name.first {
      guard character.isLetter || character.isNumber || character.isPunctuation
        || character.isSymbol
      else { throw .unknown(name) }
      self = .character(character)
      return
    }
    let lowercased = name.lowercased()
    if let key = Self.namedKeys[lowercased] {
      self = key
      return
    }
    if lowercased.hasPrefix("alt+"), name.count > 4 {
      let rest = String(name.dropFirst(4))
      guard !rest.lowercased().hasPrefix("alt+") else { throw .unknown(name) }
      do {
        self = .alt(try KeyEvent(name: rest))
      } catch .reservedForTheTerminal {
        throw .unknown(name)
      } catch .notAControlKey {
        throw .notAControlKey(name)
      } catch .sameAsAnotherKey(_, let key) {
        throw .sameAsAnotherKey(name, .alt(key))
      } catch {
        throw .unknown(name)
      }
      return
    }
    if lowercased.hasPrefix("ctrl+"), name.count > 5 {
      let rest = name.dropFirst(5)
      guard rest.count == 1, let character = rest.lowercased().first,
        character.isASCII, character.isLetter || "@\\]^_".contains(character)
      else { throw .notAControlKey(name) }
      guard character != "c", character != "z" else { throw .reservedForTheTerminal(name) }
      if let key = Self.controlKeysSentAsOthers[character] { throw .sameAsAnotherKey(name, key) }
      self = .ctrl(character)
      return
    }
    let digits = lowercased.dropFirst()
    if lowercased.hasPrefix("f"), !digits.hasPrefix("0"), digits.allSatisfy(\.isWholeNumber),
      let number = Int(digits), (1...12).contains(number)
    {
      self = .function(number)
      return
    }
    throw .unknown(name)
  }

  private static let controlKeysSentAsOthers: [Character: KeyEvent] = [
    "h": .backspace, "i": .tab, "j": .enter, "m": .enter,
  ]

  private static let namedKeys: [String: KeyEvent] = [
    "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
    "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdown": .pageDown,
    "pagedown": .pageDown, "enter": .enter, "return": .enter, "tab": .tab, "shift+tab": .backTab,
    "backspace": .backspace, "delete": .delete, "esc": .escape, "escape": .escape,
  ]
}
