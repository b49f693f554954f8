/// Why writing the list failed, with the revision that was being written, as the list feature
/// receives it back from its save effect.
struct ListSaveError: Error, Equatable, Sendable {
  /// The ``SaveState/revision`` that the failed write contained.
  var revision: Int
  /// A short human reason for the status bar, e.g. "Permission denied".
  var reason: String
}
