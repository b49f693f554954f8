/// Where the list stands with the file on disk, for the status bar.
enum SaveStatus: Equatable, Sendable {
  /// Everything is on disk.
  case saved
  /// A change is waiting for the debounce or being written.
  case saving
  /// The last write failed with this reason; the list stays in memory and the next change
  /// retries.
  case failed(String)
  /// The list is never written: the file could not be read or is locked by another instance.
  case readOnly(String)
}
