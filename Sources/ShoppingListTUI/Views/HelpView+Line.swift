extension HelpView {
  /// One line of the help overlay.
  enum Line: Equatable, Sendable {
    /// The title of a group of keys, e.g. "Editing a name".
    case heading(String)
    /// Keys and what they do, e.g. `"j down"` and `"move the cursor down"`.
    case binding(keys: String, summary: String)
    /// Space between groups.
    case blank
  }
}
