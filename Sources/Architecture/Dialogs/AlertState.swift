import Foundation

/// An alert as data: a title, buttons and a message. Present it with `@Presents` and
/// `.ifLet(\.$alert, action: \.alert)`; it is dismissed after any of its buttons is picked.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete all items?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
public struct AlertState<Action>: _EphemeralState, Identifiable {
  /// What tells this alert from an equal one presented after it, as in TCA: presenting a new
  /// alert in place of one with the same text is a new presentation, not the old one kept.
  /// Equality, hashing and dumps leave it out.
  ///
  /// ```swift
  /// state.alert?.id
  /// ```
  public private(set) var id = UUID()

  /// The alert's title.
  ///
  /// ```swift
  /// String(state: alert.title)
  /// ```
  public var title: TextState

  /// The alert's buttons, in order; an alert without buttons gets an "OK" when shown.
  ///
  /// ```swift
  /// alert.buttons.map(\.role)
  /// ```
  public var buttons: [ButtonState<Action>]

  /// The alert's message, if any.
  ///
  /// ```swift
  /// alert.message.map { String(state: $0) }
  /// ```
  public var message: TextState?

  /// An alert built with closures.
  ///
  /// ```swift
  /// AlertState { TextState("Saved") }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert sending transformed actions.
  ///
  /// ```swift
  /// let alert = childAlert.map(Action.child)
  /// ```
  ///
  /// - Parameter transform: From this alert's actions to the new ones.
  /// - Returns: An alert with the same title, buttons and message.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var mapped = AlertState<NewAction>(
      title: { self.title },
      actions: { for button in self.buttons { button.map(transform) } },
      message: self.message.map { message in { message } }
    )
    mapped.id = self.id
    return mapped
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when they show the same thing, whichever presentation they are.
  ///
  /// ```swift
  /// #expect(state.alert == expected)
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.buttons == rhs.buttons && lhs.message == rhs.message
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes what it shows.
  ///
  /// ```swift
  /// let shown: Set = [alert]
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.buttons)
    hasher.combine(self.message)
  }
}

extension AlertState: CustomDumpReflectable {
  /// Dumps what it shows, without its identity.
  ///
  /// ```swift
  /// customDump(alert)
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "title": self.title,
        "buttons": self.buttons,
        "message": self.message as Any,
      ],
      displayStyle: .struct
    )
  }
}
extension AlertState: Sendable where Action: Sendable {}
