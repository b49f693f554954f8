import Foundation
import ShoppingListStorage

/// What tells one version of a file from another without reading it: inode, size and
/// modification time. An atomic write replaces the inode, so a file rewritten in place and a
/// file renamed into place both get a new fingerprint.
///
/// It is taken of the name itself, never of what a symbolic link points at, and says what kind
/// of file the name is, so a reader can pass over a link, a FIFO or a device without opening it.
///
/// ```swift
/// if FileFingerprint(of: path) == known { return cached }
/// ```
package struct FileFingerprint: Equatable, Sendable {
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int
  /// Why the name is not read, when it is not a regular file (a link, a FIFO).
  var refusal: UntrustedFileError?

  /// The fingerprint of the name `path`, or `nil` when there is none.
  package init?(of path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = status.st_mtim.tv_sec
    modifiedNanoseconds = status.st_mtim.tv_nsec
    refusal = UntrustedFileError(mode: status.st_mode)
  }
}
