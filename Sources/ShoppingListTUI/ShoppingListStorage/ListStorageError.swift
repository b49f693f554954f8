/// Why the list could not be loaded, locked or saved, worded for the banner in the app and for the
/// CLI's error output (both show ``description`` as is).
package enum ListStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No `--file` was given and neither `$XDG_DATA_HOME` nor a home directory is known.
  case noDefaultLocation

  /// The list file exists but cannot be read (permissions, a directory in its place, I/O errors).
  case unreadable(path: String, reason: String)

  /// The list file was read but is not a list this build can use; it is never overwritten.
  case invalidContents(path: String, ListFileFormatError)

  /// Another shopping-list holds the list's lock.
  case locked(path: String)

  /// The lock file cannot be created or locked, e.g. in a read-only directory.
  case cannotLock(path: String, reason: String)

  /// Writing the list failed (permissions, a full disk); the previous file is intact. The cause
  /// keeps the step that failed apart from the system's reason, so the app's status bar can
  /// show the reason alone.
  case saveFailed(path: String, cause: SystemCallError)

  /// Writing a file of a shared folder failed, for the system's `reason` ("Permission denied"):
  /// the file is named apart, so that the app's status bar can show the reason first and
  /// shorten the path.
  case cannotSave(path: String, reason: String)

  /// A save was attempted before the list was loaded.
  case notLoaded(path: String)

  /// A shared list folder cannot be used as it is; the message names the file and what to do.
  case sharedFolder(String)

  package var description: String {
    switch self {
    case .noDefaultLocation:
      "cannot find a place for the list: set HOME or XDG_DATA_HOME, or pass --file PATH"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .invalidContents(let path, .newerVersion(let version)):
      "\(path) was written by a newer shopping-list (format version \(version); this one "
        + "reads version \(ListFileFormat.version)); update shopping-list to use it"
    case .invalidContents(let path, let error):
      "\(path) is not a valid shopping list (\(error)); fix or move the file to go on"
    case .locked(let path):
      "another shopping-list is using \(path); quit it to make changes here"
    case .cannotLock(let path, let reason):
      "cannot lock \(path) for changes: \(reason)"
    case .saveFailed(let path, let cause):
      "could not save \(path): \(cause)"
    case .cannotSave(let path, let reason):
      "could not save \(path): \(reason)"
    case .notLoaded(let path):
      "\(path) was not loaded before saving, so saving could overwrite it"
    case .sharedFolder(let message):
      message
    }
  }
}
