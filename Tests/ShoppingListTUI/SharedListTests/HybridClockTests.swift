import Testing

@testable import SharedList

@Suite struct HybridClockTests {
  func stamp(_ wall: Int64, _ counter: UInt32) -> HybridTimestamp {
    HybridTimestamp(wall: wall, counter: counter, device: Fixture.laptop)
  }

  @Test func ticksFollowTheWallClockWhenItIsAhead() {
    var clock = HybridClock(device: Fixture.laptop)
    #expect(clock.tick(now: 1000) == stamp(1000, 0))
    #expect(clock.tick(now: 2000) == stamp(2000, 0))
  }

  @Test func ticksWithinOneMillisecondRaiseTheCounter() {
    var clock = HybridClock(device: Fixture.laptop)
    _ = clock.tick(now: 1000)
    #expect(clock.tick(now: 1000) == stamp(1000, 1))
    #expect(clock.tick(now: 999) == stamp(1000, 2))
  }

  @Test func aClockBehindStillStampsAfterWhatItObserved() {
    var clock = HybridClock(device: Fixture.laptop)
    clock.observe(HybridTimestamp(wall: 5000, counter: 7, device: Fixture.phone), now: 1000)
    let stamp = clock.tick(now: 1000)
    #expect(stamp == HybridTimestamp(wall: 5000, counter: 8, device: Fixture.laptop))
    #expect(stamp > HybridTimestamp(wall: 5000, counter: 7, device: Fixture.phone))
  }

  @Test func stampsOrderByWallThenCounterThenDevice() {
    let a = HybridTimestamp(wall: 1, counter: 9, device: Fixture.tablet)
    let b = HybridTimestamp(wall: 2, counter: 0, device: Fixture.laptop)
    let c = HybridTimestamp(wall: 2, counter: 0, device: Fixture.phone)
    let d = HybridTimestamp(wall: 2, counter: 1, device: Fixture.laptop)
    #expect([d, c, b, a].sorted() == [a, b, c, d])
  }
}
