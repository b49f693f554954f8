import Architecture
import Testing

/// Darwin's Dispatch time constants, which TCA code uses, are there on Linux too.
struct DispatchTimeConstantsTests {
  @Test func theConstantsAreDarwinsValues() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(NSEC_PER_MSEC == 1_000_000)
    #expect(NSEC_PER_USEC == 1_000)
    #expect(USEC_PER_SEC == 1_000_000)
  }
}
