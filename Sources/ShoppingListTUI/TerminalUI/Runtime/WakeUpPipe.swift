import Foundation

/// A pipe that wakes a thread sleeping in `poll`: it polls ``readingEnd`` alongside what it waits
/// for, and ``signal()`` makes that readable. Both ends close when the last owner lets go, so a
/// signal after the thread has ended writes into a pipe nobody reads, never into a closed (or
/// reused) descriptor.
package final class WakeUpPipe: Sendable {
  /// The end to poll for readability.
  let readingEnd: Int32
  private let writingEnd: Int32

  package init() {
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
      }
    } else {
      // NB: without a pipe the thread cannot be woken; it ends with the process instead.
      descriptors = [-1, -1]
    }
    readingEnd = descriptors[0]
    writingEnd = descriptors[1]
  }

  deinit {
    if readingEnd >= 0 { close(readingEnd) }
    if writingEnd >= 0 { close(writingEnd) }
  }

  /// Makes ``readingEnd`` readable; more signals before it is read add nothing.
  package func signal() {
    guard writingEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writingEnd, &byte, 1)
  }
}
