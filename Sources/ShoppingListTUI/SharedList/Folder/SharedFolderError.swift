/// Why a shared folder could not be read or written, said so that a person knows which file to
/// look at.
package enum SharedFolderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder itself cannot be listed.
  case unreadableFolder(path: String, reason: String)
  /// This device's own file exists but cannot be read or is not valid; it is never overwritten
  /// then, since writing would lose what it holds.
  case ownFileUnreadable(path: String, reason: String)
  /// The device's lock could not be taken.
  case cannotLock(path: String, reason: String)
  /// Writing the device's file failed; the old file is untouched.
  case saveFailed(path: String, reason: String)
  /// The device identity file exists but is not one.
  case invalidIdentity(path: String, reason: String)

  package var description: String {
    switch self {
    case let .unreadableFolder(path, reason): "cannot read the shared list \(path): \(reason)"
    case let .ownFileUnreadable(path, reason):
      "this device's file \(path) cannot be read (\(reason)); fix or move it to make changes"
    case let .cannotLock(path, reason): "cannot lock \(path): \(reason)"
    case let .saveFailed(path, reason): "cannot save \(path): \(reason)"
    case let .invalidIdentity(path, reason):
      "the device identity \(path) is not valid (\(reason)); move it away to start as a new device"
    }
  }
}
