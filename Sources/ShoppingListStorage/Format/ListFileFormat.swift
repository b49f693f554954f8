/// The identity of the list file format, written at the top of every file so that a future
/// shopping-list can change the format without an older one misreading (and overwriting) it.
///
/// ```json
/// {"format": "shopping-list", "version": 1, "items": [...]}
/// ```
package enum ListFileFormat {
  /// The value of the `"format"` key.
  package static let name = "shopping-list"

  /// The newest version this build reads and the one it writes.
  package static let version = 1
}
