extension Style {
  /// A color named by its role rather than its hue, so the palette and the monochrome fallback
  /// stay in one place (the backend) instead of in every view.
  package enum Color: CaseIterable, Hashable, Sendable {
    /// Titles, focused elements, key hints.
    case accent
    /// Completed or successful things.
    case success
    /// Things that need attention soon.
    case warning
    /// Errors and destructive actions.
    case danger
    /// Secondary, de-emphasized text.
    case muted
  }
}
