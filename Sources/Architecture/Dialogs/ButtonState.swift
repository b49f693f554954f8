/// A button of an alert or a dialog as data: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public struct ButtonState<Action> {
  /// The action the button sends, if any.
  ///
  /// ```swift
  /// ButtonState(action: .send(.confirm)) { TextState("OK") }
  /// ```
  public let action: ButtonStateAction<Action>

  /// The button's text.
  ///
  /// ```swift
  /// String(state: button.label)  // "Delete"
  /// ```
  public let label: TextState

  /// The button's role, which a renderer may show (a cancel key, a warning colour).
  ///
  /// ```swift
  /// button.role == .cancel
  /// ```
  public let role: ButtonStateRole?

  /// A button that sends an action, or nothing.
  ///
  /// ```swift
  /// ButtonState(role: .cancel, action: .send(nil)) { TextState("Cancel") }
  /// ```
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - action: What the button sends.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends `action`.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  /// ```
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - action: The action the button sends.
  ///   - label: The button's text.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Calls `perform` with the action the button sends (`nil` for none): what a renderer does
  /// when the person picks it.
  ///
  /// ```swift
  /// button.withAction { action in if let action { store.send(.alert(.presented(action))) } }
  /// ```
  ///
  /// - Parameter perform: Receives the action.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(self.action.action)
  }

  /// The same button sending transformed actions.
  ///
  /// ```swift
  /// let button = ButtonState<Int>(action: 1) { TextState("One") }.map(String.init)
  /// ```
  ///
  /// - Parameter transform: From this button's actions to the new ones.
  /// - Returns: A button with the same label and role.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      role: self.role, action: .send(self.action.action.map(transform))
    ) { self.label }
  }
}

/// What a ``ButtonState`` sends when picked.
///
/// ```swift
/// ButtonState(action: .send(.confirm)) { TextState("OK") }
/// ```
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  ///
  /// ```swift
  /// ButtonStateAction.send(Action.confirm).action  // .confirm
  /// ```
  public let action: Action?

  /// Sends `action` (or nothing, for `nil`).
  ///
  /// ```swift
  /// ButtonState(action: .send(.confirm)) { TextState("OK") }
  /// ```
  ///
  /// - Parameter action: The action to send.
  /// - Returns: A button action.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

/// The role of a ``ButtonState``.
///
/// ```swift
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public enum ButtonStateRole: Hashable, Sendable {
  /// Cancels: dismisses without doing anything.
  ///
  /// ```swift
  /// ButtonState(role: .cancel) { TextState("Cancel") }
  /// ```
  case cancel
  /// Destroys data.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
  /// ```
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(action)`.
  ///
  /// ```swift
  /// customDump(ButtonStateAction.send(1))  // ButtonStateAction.send(1)
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(self, children: [("send", self.action as Any)], displayStyle: .enum)
  }
}

/// Builds the buttons of an alert or a dialog, with `if`, `else` and `for`.
///
/// ```swift
/// AlertState { TextState("Delete?") } actions: {
///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///   if canArchive { ButtonState(action: .archive) { TextState("Archive") } }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Concatenates the buttons of a block.
  ///
  /// ```swift
  /// ButtonState(action: .a) { TextState("A") }
  /// ButtonState(action: .b) { TextState("B") }
  /// ```
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  ///
  /// ```swift
  /// ButtonState(action: .a) { TextState("A") }
  /// ```
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of an `if` without `else`.
  ///
  /// ```swift
  /// if canArchive { ButtonState(action: .archive) { TextState("Archive") } }
  /// ```
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else`.
  ///
  /// ```swift
  /// if isEditing { … } else { … }
  /// ```
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else`.
  ///
  /// ```swift
  /// if isEditing { … } else { … }
  /// ```
  public static func buildEither(
    second component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of a `for` loop.
  ///
  /// ```swift
  /// for list in lists { ButtonState(action: .move(list)) { TextState(list) } }
  /// ```
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Buttons behind `if #available`.
  ///
  /// ```swift
  /// if #available(macOS 14, *) { ButtonState(action: .a) { TextState("A") } }
  /// ```
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
