/// The paths a scoped store was made with, and how it was made, under which its parent keeps it.
struct ScopeKey: Hashable {
  /// How the child store reads its state through the paths.
  enum Kind: Hashable {
    /// A store of the state at the path.
    case child
    /// A store of optional state unwrapped, which keeps the last state it saw.
    case optionalChild
    /// The store of the element with this id in a store of an identified array.
    case element(AnyHashable)
  }

  let state: AnyKeyPath
  let action: AnyKeyPath
  var kind = Kind.child
}
