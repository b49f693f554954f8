/// One row of a key table: the keys, what they do (for the help overlay), and the action they
/// send, so dispatching a key and documenting it come from the same line.
///
/// ```swift
/// KeyBinding(keys: [.character("j"), .down], summary: "move the cursor down") { _ in
///   .cursorDownKeyPressed
/// }
/// ```
package struct KeyBinding<ViewState, Action>: Sendable {
  /// The keys that trigger the binding, in the order the help overlay lists them.
  package var keys: [KeyEvent]
  /// What the binding does, in a few words, for the help overlay.
  package var summary: String
  /// The action to send for the view state on screen, or `nil` when the key does nothing there
  /// (e.g. "check" on an empty list).
  package var action: @Sendable (ViewState) -> Action?

  /// A binding of `keys` to the action `action` derives from the view state.
  package init(
    keys: [KeyEvent],
    summary: String,
    action: @escaping @Sendable (ViewState) -> Action?
  ) {
    self.keys = keys
    self.summary = summary
    self.action = action
  }

  /// The help overlay's left column: the keys' descriptions, e.g. `"j down"`.
  package var keysDescription: String {
    keys.map(\.description).joined(separator: " ")
  }
}

/// The keys of one mode of a view, looked up in constant time, plus an optional handler for
/// typed text (a printable character no binding claims), as in a text field.
///
/// A view owns one table per mode and maps a key with ``action(for:in:)``; the help overlay
/// lists ``bindings`` (and ``typingSummary``) so it can never drift from what the keys do.
///
/// ```swift
/// static let normal = KeyTable<ViewState, Action>([
///   KeyBinding(keys: [.character("+"), .up], summary: "increment") { _ in .incrementKeyPressed },
/// ])
/// ```
package struct KeyTable<ViewState, Action>: Sendable {
  /// The bindings in help order.
  package let bindings: [KeyBinding<ViewState, Action>]
  /// What typing a character no binding claims does, for the help overlay; `nil` when typed
  /// characters are not accepted.
  package let typingSummary: String?

  private let typing: (@Sendable (Character, ViewState) -> Action?)?
  private let indexByKey: [KeyEvent: Int]

  /// A table of `bindings`; typed characters no binding claims go to `typing`, if given.
  ///
  /// A key bound twice is a programming error and traps in debug builds: the first binding wins.
  package init(
    _ bindings: [KeyBinding<ViewState, Action>],
    typing: (summary: String, action: @Sendable (Character, ViewState) -> Action?)? = nil
  ) {
    var indexByKey: [KeyEvent: Int] = [:]
    for (index, binding) in bindings.enumerated() {
      for key in binding.keys {
        assert(indexByKey[key] == nil, "\(key) is bound twice in one key table")
        if indexByKey[key] == nil { indexByKey[key] = index }
      }
    }
    self.bindings = bindings
    self.indexByKey = indexByKey
    typingSummary = typing?.summary
    self.typing = typing?.action
  }

  /// The action `key` sends in `viewState`, or `nil` when this table has nothing for it (the
  /// caller may then offer the key to a global table).
  package func action(for key: KeyEvent, in viewState: ViewState) -> Action? {
    if let index = indexByKey[key] {
      return bindings[index].action(viewState)
    }
    if case .character(let character) = key, let typing {
      return typing(character, viewState)
    }
    return nil
  }
}
