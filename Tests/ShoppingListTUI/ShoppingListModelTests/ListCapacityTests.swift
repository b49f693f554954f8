import Testing

@testable import ShoppingListModel

@Suite struct ListCapacityTests {
  /// An eighth more than the items, and at least 64 more for a short list.
  @Test func makesRoomForAnEighthMoreAndAtLeast64() {
    #expect(ListCapacity.withRoom(for: 0) == 64)
    #expect(ListCapacity.withRoom(for: 3) == 67)
    #expect(ListCapacity.withRoom(for: 512) == 576)
    #expect(ListCapacity.withRoom(for: 1_000) == 1_125)
    #expect(ListCapacity.withRoom(for: 100_000) == 112_500)
  }
}
