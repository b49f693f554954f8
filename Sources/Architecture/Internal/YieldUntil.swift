import ConcurrencyExtras

/// Lets other tasks run until `condition` holds or `timeout` elapsed; returns whether it holds.
///
/// NB: yields rather than sleeps: on the main serial executor of a test, effects make progress
/// only while the test yields.
@MainActor
func yield(until condition: () -> Bool, timeout: Duration) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  await Task.megaYield()
  while !condition() {
    guard clock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
