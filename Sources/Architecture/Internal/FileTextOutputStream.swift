import Foundation

/// A text stream that appends to a file, for `_printChanges(to:)`.
final class FileTextOutputStream: TextOutputStream {
  private let url: URL
  private var handle: FileHandle?
  private var hasReportedFailure = false

  init(url: URL) {
    self.url = url
  }

  func write(_ string: String) {
    do {
      let handle = try self.openHandle()
      try handle.write(contentsOf: Data(string.utf8))
    } catch {
      guard !self.hasReportedFailure else { return }
      self.hasReportedFailure = true
      reportIssue(
        """
        "_printChanges" could not write to "\(self.url.path)": \(error.localizedDescription)

        Make sure the directory exists and is writable, or log to another file.
        """
      )
    }
  }

  private func openHandle() throws -> FileHandle {
    if let handle = self.handle { return handle }
    let descriptor = open(self.url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    self.handle = handle
    return handle
  }
}
