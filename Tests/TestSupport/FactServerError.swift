

/// Why a ``FactServer`` could not start.
package enum FactServerError: Error {
  /// The server reported no IPv4 address after it began listening.
  case notListening
}
