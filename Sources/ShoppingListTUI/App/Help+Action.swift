import Architecture

extension Help {
  /// What the person did in the help overlay, and the terminal changing size under it.
  @CasePathable
  enum Action: Equatable, Sendable {
    /// `j` or `↓`.
    case scrollDownKeyPressed
    /// `k` or `↑`.
    case scrollUpKeyPressed
    /// `PgDn` or `Space`.
    case pageDownKeyPressed
    /// `PgUp`.
    case pageUpKeyPressed
    /// `?`, `Esc`, `q` or `Enter`: close the overlay.
    case dismissKeyPressed
    /// The terminal now has this size.
    case screenResized(Size)
  }
}
