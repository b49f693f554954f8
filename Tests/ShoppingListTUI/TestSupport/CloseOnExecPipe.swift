import Foundation

/// A pipe whose ends are closed on exec, for tests that wait for one end to close: a process
/// another test starts at that moment would otherwise inherit the writing end and keep the
/// input from ending until it exits.
///
/// ```swift
/// let (reading, writing) = try #require(closeOnExecPipe())
/// ```
package func closeOnExecPipe() -> (reading: Int32, writing: Int32)? {
  var descriptors: [Int32] = [0, 0]
  guard pipe(&descriptors) == 0 else { return nil }
  for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
  return (descriptors[0], descriptors[1])
}
