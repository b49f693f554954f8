/// One row of a key table: the keys, what they do (for the help overlay), and the action they
/// send, so dispatching a key and documenting it come from the same line.
///
/// ```swift
/// KeyBinding(
///   command: "cursor-down", keys: [.character("j"), .down], summary: "move the cursor down"
/// ) { _ in .cursorDownKeyPressed }
/// ```
package struct KeyBinding<ViewState, Action>: Sendable {
  /// The binding's stable name, which a configuration uses to give it other keys
  /// (`cursor-down`); `nil` for a binding that cannot be rebound.
  package var command: String?
  /// The keys that trigger the binding, in the order the help overlay lists them.
  package var keys: [KeyEvent]
  /// What the binding does, in a few words, for the help overlay.
  package var summary: String
  /// The heading the help lists the binding under, with the others that do the same kind of
  /// thing ("Moving"); `nil` for the table's own heading.
  package var group: String?
  /// The action to send for the view state on screen, or `nil` when the key does nothing there
  /// (e.g. "check" on an empty list).
  package var action: @Sendable (ViewState) -> Action?

  /// A binding of `keys` to the action `action` derives from the view state, which `command`
  /// names for rebinding.
  package init(
    command: String? = nil,
    keys: [KeyEvent],
    summary: String,
    group: String? = nil,
    action: @escaping @Sendable (ViewState) -> Action?
  ) {
    self.command = command
    self.keys = keys
    self.summary = summary
    self.group = group
    self.action = action
  }

  /// The help overlay's left column: the keys' descriptions, e.g. `"j down"`.
  var keysDescription: String {
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

  // NB: `@usableFromInline` for ``action(for:in:)``, which is inlined where a view maps keys.
  @usableFromInline let typing: (@Sendable (Character, ViewState) -> Action?)?
  @usableFromInline let indexByKey: [KeyEvent: Int]

  /// A table of `bindings`; typed characters no binding claims go to `typing`, if given.
  ///
  /// A key bound twice is a programming error and traps in debug builds: the first binding wins.
  package init(
    _ bindings: [KeyBinding<ViewState, Action>],
    typing: (summary: String, action: @Sendable (Character, ViewState) -> Action?)? = nil
  ) {
    self.init(bindings, typingSummary: typing?.summary, typing: typing?.action)
  }

  private init(
    _ bindings: [KeyBinding<ViewState, Action>],
    typingSummary: String?,
    typing: (@Sendable (Character, ViewState) -> Action?)?
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
    self.typingSummary = typingSummary
    self.typing = typing
  }

  /// This table with the commands named in `keysByCommand` bound to those keys instead (an
  /// empty list unbinds one); the other bindings, their order and typing stay as they are,
  /// except that a key given to a command here is taken from the binding that had it, so a
  /// person's own choice of a key outlives a later version binding it by default.
  ///
  /// The caller checks that no key ends up bound twice (see ``duplicateKeys(rebinding:)``).
  ///
  /// ```swift
  /// let table = ShoppingListView.normalKeys.rebinding(["cursor-down": [.character("n")]])
  /// ```
  package func rebinding(_ keysByCommand: [String: [KeyEvent]]) -> Self {
    guard !keysByCommand.isEmpty else { return self }
    let rebound = bindings.map { binding in
      var binding = binding
      binding.keys = keys(of: binding, rebinding: keysByCommand)
      return binding
    }
    return Self(rebound, typingSummary: typingSummary, typing: typing)
  }

  /// The keys `binding` has after ``rebinding(_:)`` with `keysByCommand`.
  private func keys(
    of binding: KeyBinding<ViewState, Action>, rebinding keysByCommand: [String: [KeyEvent]]
  ) -> [KeyEvent] {
    if let command = binding.command, let keys = keysByCommand[command] { return keys }
    return binding.keys.filter { key in !keysByCommand.values.contains { $0.contains(key) } }
  }

  /// The commands each key would be bound to after ``rebinding(_:)`` with `keysByCommand`, for
  /// the keys bound to more than one, in the order the bindings come.
  package func duplicateKeys(
    rebinding keysByCommand: [String: [KeyEvent]]
  ) -> [(key: KeyEvent, commands: [String])] {
    var commandsByKey: [KeyEvent: [String]] = [:]
    var order: [KeyEvent] = []
    for binding in bindings {
      let name = binding.command ?? binding.summary
      for key in keys(of: binding, rebinding: keysByCommand) {
        if commandsByKey[key] == nil { order.append(key) }
        commandsByKey[key, default: []].append(name)
      }
    }
    return order.compactMap { key in
      guard let commands = commandsByKey[key], commands.count > 1 else { return nil }
      return (key, commands)
    }
  }

  /// The action `key` sends in `viewState`, or `nil` when this table has nothing for it (the
  /// caller may then offer the key to a global table).
  ///
  /// Inlinable so that it is compiled for the view's own types: a generic copy looks up the
  /// metadata of the table's bindings at run time, on every key.
  @inlinable
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
