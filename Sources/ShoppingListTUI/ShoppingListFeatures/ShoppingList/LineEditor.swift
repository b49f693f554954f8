import Architecture
import ShoppingListModel
import ShoppingListStorage

/// A one-line text field: the text and a cursor counted in user-perceived characters, so
/// moving and deleting never split `é` or `👍🏽`; shared by inline name editing and the filter.
///
/// Typed text never brings control characters in (tabs and line breaks become spaces, the rest
/// are dropped) and the text never grows past ``State/maximumLength`` characters.
@Reducer
package struct LineEditor {
  /// The text being edited and where the cursor is.
  package struct State: Equatable, Sendable {
    /// The text as typed so far (untrimmed: trimming happens when a name is committed).
    package var text: String
    /// The cursor, as a number of characters (graphemes) from the start, `0...text.count`.
    package var cursor: Int
    /// The most characters the text may hold.
    var maximumLength: Int

    /// An editor on `text` with the cursor at its end, where people expect to continue typing.
    package init(text: String = "", maximumLength: Int = ShoppingItem.maximumNameLength) {
      self.text = text
      self.cursor = text.count
      self.maximumLength = maximumLength
    }

    /// An editor on `text` with the cursor after `cursor` characters.
    package init(text: String, cursor: Int, maximumLength: Int = ShoppingItem.maximumNameLength) {
      self.text = text
      self.cursor = min(max(0, cursor), text.count)
      self.maximumLength = maximumLength
    }
  }

  /// What the person did in the field.
  package enum Action: Equatable, Sendable {
    /// Typed a character or pasted text, inserted at the cursor.
    case textTyped(String)
    /// `←`: one character left.
    case leftKeyPressed
    /// `→`: one character right.
    case rightKeyPressed
    /// `Home` or `ctrl+a`: to the start.
    case startKeyPressed
    /// `End` or `ctrl+e`: to the end.
    case endKeyPressed
    /// `Backspace`: delete the character before the cursor.
    case backspaceKeyPressed
    /// `Delete`: delete the character under (after) the cursor.
    case deleteKeyPressed
    /// `ctrl+w`: delete the word before the cursor and the spaces after it.
    case deleteWordKeyPressed
    /// `ctrl+u`: delete everything before the cursor.
    case deleteToStartKeyPressed
    /// `ctrl+k`: delete everything after the cursor.
    case deleteToEndKeyPressed
    /// `alt+b`: back to the start of a word (readline's words: letters and digits).
    case wordLeftKeyPressed
    /// `alt+f`: on to the end of a word.
    case wordRightKeyPressed
    /// `alt+d`: delete from the cursor to the end of a word.
    case deleteWordForwardKeyPressed
    /// `alt+backspace`: delete from the start of a word to the cursor.
    case deleteWordBackwardKeyPressed
    /// Messages for the feature that owns the field.
    case delegate(Delegate)

    /// What the field tells the feature that owns it.
    @CasePathable
    package enum Delegate: Equatable, Sendable {
      /// Typed text was cut (or dropped) because the field holds at most this many characters.
      case lengthLimitReached(Int)
    }
  }

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textTyped(let typed):
        guard state.insert(typed) else {
          return .send(.delegate(.lengthLimitReached(state.maximumLength)))
        }
      case .leftKeyPressed:
        state.cursor = max(0, state.cursor - 1)
      case .rightKeyPressed:
        state.cursor = min(state.text.count, state.cursor + 1)
      case .startKeyPressed:
        state.cursor = 0
      case .endKeyPressed:
        state.cursor = state.text.count
      case .backspaceKeyPressed:
        state.removeCharacters(from: state.cursor - 1, to: state.cursor)
      case .deleteKeyPressed:
        state.removeCharacters(from: state.cursor, to: state.cursor + 1)
      case .deleteWordKeyPressed:
        state.removeCharacters(from: state.startOfWordBeforeCursor, to: state.cursor)
      case .deleteToStartKeyPressed:
        state.removeCharacters(from: 0, to: state.cursor)
      case .deleteToEndKeyPressed:
        state.removeCharacters(from: state.cursor, to: state.text.count)
      case .wordLeftKeyPressed:
        state.cursor = state.startOfWord(before: state.cursor)
      case .wordRightKeyPressed:
        state.cursor = state.endOfWord(after: state.cursor)
      case .deleteWordForwardKeyPressed:
        state.removeCharacters(from: state.cursor, to: state.endOfWord(after: state.cursor))
      case .deleteWordBackwardKeyPressed:
        state.removeCharacters(from: state.startOfWord(before: state.cursor), to: state.cursor)
      case .delegate:
        break
      }
      return .none
    }
  }
}

extension LineEditor.State {
  /// The text before the cursor.
  package var textBeforeCursor: Substring {
    text.prefix(cursor)
  }

  /// Inserts `typed` at the cursor, without control characters and within the length limit,
  /// and puts the cursor after it.
  ///
  /// - Returns: Whether all of it fit; `false` when the length limit cut it short.
  fileprivate mutating func insert(_ typed: String) -> Bool {
    let room = max(0, maximumLength - text.count)
    let insertable = Self.insertableText(typed, atLeast: room + 1)
    let insertion = String(insertable.prefix(room))
    let fits = insertion.count == insertable.count
    guard !insertion.isEmpty else { return fits }
    let split = text.index(text.startIndex, offsetBy: cursor)
    let head = String(text[..<split]) + insertion
    text = head + text[split...]
    // NB: a typed combining mark joins the character before it, so count what is now in front.
    cursor = min(head.count, text.count)
    return fits
  }

  /// Removes the characters between the two offsets (clamped to the text) and puts the cursor
  /// where they were.
  fileprivate mutating func removeCharacters(from start: Int, to end: Int) {
    let lower = max(0, start)
    let upper = min(text.count, end)
    guard lower < upper else { return }
    let from = text.index(text.startIndex, offsetBy: lower)
    let to = text.index(from, offsetBy: upper - lower)
    text.removeSubrange(from..<to)
    cursor = lower
  }

  /// Where `ctrl+w` deletes from: back over spaces, then back over the word before them.
  fileprivate var startOfWordBeforeCursor: Int {
    var offset = cursor
    let characters = Array(textBeforeCursor)
    while offset > 0, characters[offset - 1].isWhitespace { offset -= 1 }
    while offset > 0, !characters[offset - 1].isWhitespace { offset -= 1 }
    return offset
  }

  /// Where `alt+b` goes from `offset`: back over what is not a word, then over the word.
  fileprivate func startOfWord(before offset: Int) -> Int {
    let characters = Array(text)
    var offset = min(offset, characters.count)
    while offset > 0, !Self.isWordCharacter(characters[offset - 1]) { offset -= 1 }
    while offset > 0, Self.isWordCharacter(characters[offset - 1]) { offset -= 1 }
    return offset
  }

  /// Where `alt+f` goes from `offset`: on over what is not a word, then over the word.
  fileprivate func endOfWord(after offset: Int) -> Int {
    let characters = Array(text)
    var offset = max(0, offset)
    while offset < characters.count, !Self.isWordCharacter(characters[offset]) { offset += 1 }
    while offset < characters.count, Self.isWordCharacter(characters[offset]) { offset += 1 }
    return offset
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// `typed` as it may enter the field: tabs and line breaks (`\r\n` counting as one) become
  /// spaces, other control characters are dropped.
  static func insertableText(_ typed: String) -> String {
    guard typed.unicodeScalars.contains(where: isControl) else { return typed }
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in typed.unicodeScalars {
      defer { previous = scalar }
      if !isControl(scalar) {
        scalars.append(scalar)
      } else if scalar.properties.isWhitespace, !(previous == "\r" && scalar == "\n") {
        scalars.append(" ")
      }
    }
    return String(scalars)
  }

  /// ``insertableText(_:)`` of as much of `typed` as gives `count` characters (or all of it),
  /// so a 100 KB paste into a field of 500 characters is not cleaned up whole.
  private static func insertableText(_ typed: String, atLeast count: Int) -> String {
    var insertable = ""
    var rest = typed[...]
    // NB: cut between characters, and "\r\n" is one character, so the pieces clean up alone.
    while !rest.isEmpty, insertable.count < count {
      let piece = rest.prefix(count - insertable.count)
      insertable += insertableText(String(piece))
      rest = rest[piece.endIndex...]
    }
    return insertable
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
