import Foundation
import ShoppingListStorage

/// The names in a shared folder that are device files (see ``DeviceFileName``), listed from the
/// folder's raw entries: a name that looks like a device file but is not UTF-8 (which no device
/// writes) is listed apart, to be named in a warning rather than passed over without a word.
///
/// ```swift
/// let listing = try DeviceFileListing(ofFolder: path)  // nil when there is no folder
/// listing?.names  // ["device-4F1C….jsonl", "device-9B2C….jsonl"], sorted
/// ```
struct DeviceFileListing {
  /// The device files' names, sorted.
  var names: [String]
  /// The names that look like device files but are not UTF-8, as printed with `�` in place of
  /// each byte that is not.
  var notUTF8: [String]

  /// The listing of the folder at `path`, or `nil` when there is no such folder.
  ///
  /// - Throws: The `errno` of a folder that cannot be listed.
  init?(ofFolder path: String) throws(SystemCallError) {
    guard let directory = opendir(path) else {
      if errno == ENOENT { return nil }
      throw SystemCallError.current("listing \(path)")
    }
    defer { closedir(directory) }
    names = []
    notUTF8 = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw SystemCallError.current("listing \(path)") }
        break
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      let printed = String(decoding: bytes, as: UTF8.self)
      guard DeviceFileName.isSource(printed) else { continue }
      if let name = String(validating: bytes, as: UTF8.self) {
        names.append(name)
      } else {
        notUTF8.append(printed)
      }
    }
    names.sort()
    notUTF8.sort()
  }
}
