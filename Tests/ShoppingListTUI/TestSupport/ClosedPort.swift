import Foundation


#if canImport(Glibc)
  import Glibc
#endif

/// A loopback port where nothing listens, for as long as the test holds it: the port is bound
/// but never put into listening, so connections are refused and no other test can take it.
///
/// NB: a stopped server's port is not enough; a server in another test may bind it meanwhile.
package final class ClosedPort {
  /// The port number on 127.0.0.1.
  package let number: UInt16
  private let descriptor: Int32

  package init() throws {
    // NB: close-on-exec, or a process another test starts meanwhile would inherit the socket
    // and keep the port bound after `release()`, until it exits (a Syncthing daemon then found
    // its ports taken).
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    number = UInt16(bigEndian: address.sin_port)
  }

  /// Gives the port back.
  package func release() {
    close(descriptor)
  }
}
