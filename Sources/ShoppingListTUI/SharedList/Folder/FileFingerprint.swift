import Foundation

/// What tells one version of a file from another without reading it: inode, size and
/// modification time. An atomic write replaces the inode, so a file rewritten in place and a
/// file renamed into place both get a new fingerprint.
///
/// ```swift
/// if FileFingerprint(of: path) == known { return cached }
/// ```
package struct FileFingerprint: Equatable, Sendable {
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  /// The fingerprint of the file at `path`, or `nil` when there is none.
  package init?(of path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = status.st_mtim.tv_sec
    modifiedNanoseconds = status.st_mtim.tv_nsec
  }
}
