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
    case let .notRegularFile(kind):
      "it is \(kind), not a regular file"
    case let .tooLarge(limit):
      "it is larger than \(Self.megabytes(limit)), the most a file in a shared folder may hold"
    }
  }

  /// The kind of file `mode` (an `st_mode`) says, for a message: "a FIFO", "a folder"; `nil` for a
  /// regular file.
  package static func kind(ofMode mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "of an unknown kind"
    }
  }

  /// `bytes` as a whole number of MB (or KB below one), e.g. "64 MB".
  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }
}
