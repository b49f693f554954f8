import Foundation

/// A fresh directory under the system's temporary directory for one test, removed (even when
/// made read-only) by ``remove()``.
package struct TemporaryDirectory {
  package let path: String

  package init() throws {
    let template = NSTemporaryDirectory() + "shopping-list-tests.XXXXXX"
    var bytes = Array(template.utf8CString)
    guard mkdtemp(&bytes) != nil else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: template])
    }
    path = String(decoding: bytes.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
  }

  /// Runs `body` with a new directory and removes the directory afterwards.
  package static func with<R>(_ body: (TemporaryDirectory) async throws -> R) async throws -> R {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory)
  }

  /// The path of `name` inside the directory.
  package func appending(_ name: String) -> String { path + "/" + name }

  /// The names of the files in the directory (or one of its subdirectories), sorted.
  package func fileNames(in subdirectory: String? = nil) throws -> [String] {
    let directory = subdirectory.map(appending) ?? path
    return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  /// Writes `text` to `name`, creating the file.
  package func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: appending(name)))
  }

  /// The bytes of `name`.
  package func contents(of name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: appending(name)))
  }

  package func remove() {
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    try? FileManager.default.removeItem(atPath: path)
  }
}
