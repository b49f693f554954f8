import ConcurrencyExtras

/// Keeps Swift's global executor routed to the main serial executor while at least one
/// ``TestStore`` is alive, so effects in tests run one at a time in a deterministic order.
///
/// NB: counted, because Swift Testing runs tests concurrently and the routing is process-wide.
@MainActor
enum MainSerialExecutorLease {
  private static var holders = 0
  private static var wasEnabled = false

  static func acquire() {
    if holders == 0 {
      wasEnabled = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = true
    }
    holders += 1
  }

  static func release() {
    holders -= 1
    if holders == 0 {
      uncheckedUseMainSerialExecutor = wasEnabled
    }
  }
}
