/// The paths a scoped store was made with, under which its parent keeps it.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}
