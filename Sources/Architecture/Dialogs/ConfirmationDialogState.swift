import Foundation

/// A confirmation dialog as data: a title, its visibility, buttons and a message. Present it
/// like an ``AlertState``; it is dismissed after any of its buttons is picked.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Clear checked items?")
/// } actions: {
///   ButtonState(role: .destructive, action: .clearConfirmed) { TextState("Clear") }
///   ButtonState(role: .cancel) { TextState("Keep") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: _EphemeralState, Identifiable {
  /// What tells this dialog from an equal one presented after it, as in TCA: presenting a new
  /// dialog in place of one with the same text is a new presentation, not the old one kept.
  /// Equality, hashing and dumps leave it out.
  ///
  /// ```swift
  /// state.dialog?.id
  /// ```
  public private(set) var id = UUID()

  /// Whether the title is shown.
  ///
  /// ```swift
  /// dialog.titleVisibility == .visible
  /// ```
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// The dialog's title.
  ///
  /// ```swift
  /// String(state: dialog.title)
  /// ```
  public var title: TextState

  /// The dialog's buttons, in order.
  ///
  /// ```swift
  /// dialog.buttons.count
  /// ```
  public var buttons: [ButtonState<Action>]

  /// The dialog's message, if any.
  ///
  /// ```swift
  /// dialog.message.map { String(state: $0) }
  /// ```
  public var message: TextState?

  /// A dialog built with closures.
  ///
  /// ```swift
  /// ConfirmationDialogState { TextState("Quit?") } actions: {
  ///   ButtonState(action: .quitConfirmed) { TextState("Quit") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same dialog sending transformed actions.
  ///
  /// ```swift
  /// let dialog = childDialog.map(Action.child)
  /// ```
  ///
  /// - Parameter transform: From this dialog's actions to the new ones.
  /// - Returns: A dialog with the same title, visibility, buttons and message.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ConfirmationDialogState<NewAction> {
    var mapped = ConfirmationDialogState<NewAction>(
      titleVisibility: self.titleVisibility,
      title: { self.title },
      actions: { for button in self.buttons { button.map(transform) } },
      message: self.message.map { message in { message } }
    )
    mapped.id = self.id
    return mapped
  }
}

/// Whether a ``ConfirmationDialogState`` shows its title.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .hidden) { TextState("Options") }
/// ```
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// As the renderer sees fit.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .automatic) { TextState("Options") }
  /// ```
  case automatic
  /// Hidden.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .hidden) { TextState("Options") }
  /// ```
  case hidden
  /// Shown.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .visible) { TextState("Options") }
  /// ```
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when they show the same thing, whichever presentation they are.
  ///
  /// ```swift
  /// #expect(state.dialog == expected)
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.buttons == rhs.buttons && lhs.message == rhs.message
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes what it shows.
  ///
  /// ```swift
  /// let shown: Set = [dialog]
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.titleVisibility)
    hasher.combine(self.title)
    hasher.combine(self.buttons)
    hasher.combine(self.message)
  }
}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps what it shows, without its identity.
  ///
  /// ```swift
  /// customDump(dialog)
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": self.titleVisibility,
        "title": self.title,
        "buttons": self.buttons,
        "message": self.message as Any,
      ],
      displayStyle: .struct
    )
  }
}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
