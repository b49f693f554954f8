/// A transient message for the status bar, and whether it offers to undo what it reports: the
/// view adds the key bound to undo ("· u to undo"), which only the views know, so a person who
/// rebound undo is shown their own key.
///
/// ```swift
/// let message = StatusMessage("Deleted “milk”", offersUndo: true)
/// let plain: StatusMessage = "Sorted"
/// ```
package struct StatusMessage: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// What happened, e.g. "Deleted “milk”".
  package var text: String
  /// Whether undo takes back what ``text`` reports.
  package var offersUndo: Bool

  /// A message saying `text`, which offers undo when `offersUndo`.
  package init(_ text: String, offersUndo: Bool = false) {
    self.text = text
    self.offersUndo = offersUndo
  }

  package init(stringLiteral text: String) {
    self.init(text)
  }

  package init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}

extension StatusMessage {
  /// A name as messages quote it, cut to 40 characters so the rest of the message shows.
  package static func quoted(_ name: String) -> String {
    let limit = 40
    let shown = name.count > limit ? name.prefix(limit - 1) + "…" : Substring(name)
    return "“\(shown)”"
  }
}
