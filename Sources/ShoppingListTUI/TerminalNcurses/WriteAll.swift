import Foundation

/// Writes all of `bytes` to `descriptor`, however many writes that takes; false when it cannot.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return false }
    written += count
  }
  return true
}
