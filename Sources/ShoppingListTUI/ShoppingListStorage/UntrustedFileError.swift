import Foundation

/// Why a file that anyone sharing a folder can put there was not read: it is not a plain file,
/// or it is larger than a reader takes. Reading such a file could hang (a FIFO, a terminal),
/// never end (`/dev/zero`), or read a file that was never meant to be shared (a link to a
/// private list), so it is refused before a byte is read.
///
/// ```swift
/// try FilePieces.read(path, limit: 64 << 20) { … }  // throws .symbolicLink for a link
/// ```
package enum UntrustedFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is a symbolic link, which is never followed.
  case symbolicLink
  /// The name is something other than a regular file: a FIFO, a device, a socket, a folder.
  case notRegularFile(kind: String)
  /// The file holds more bytes than `limit`.
  case tooLarge(limit: Int)

  package var description: String {
    switch self {
    case .symbolicLink:
      "it is a symbolic link, which is never followed"
    case .notRegularFile(let kind):
      "it is \(kind), not a regular file"
    case .tooLarge(let limit):
      "it is larger than \(Self.megabytes(limit)), the most a file in a shared folder may hold"
    }
  }

  /// Why a file whose `st_mode` is `mode` is not read: it is a link, or not a regular file
  /// (said as "a FIFO", "a folder"); `nil` for a regular file.
  package init?(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .notRegularFile(kind: "a FIFO")
    case S_IFCHR: self = .notRegularFile(kind: "a character device")
    case S_IFBLK: self = .notRegularFile(kind: "a block device")
    case S_IFSOCK: self = .notRegularFile(kind: "a socket")
    case S_IFDIR: self = .notRegularFile(kind: "a folder")
    default: self = .notRegularFile(kind: "of an unknown kind")
    }
  }

  /// `bytes` as a whole number of MB (or KB below one), e.g. "64 MB".
  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }
}
