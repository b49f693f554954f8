import Testing

@testable import ShoppingListModel

/// How a store's walks teach its aisle order (`AisleOrder.learned(from:)`, `AisleLearning`).
@Suite struct AisleOrderLearningTests {
  static let usual = ["Produce", "Bakery", "Dairy & Eggs", "Frozen", "Pantry"]

  @Test func noWalksTeachNothing() {
    #expect(AisleOrder.learned(from: []).categories == [])
    #expect(AisleOrder.learned(from: [.fixture(1, ["", ""]), .fixture(2, [])]).categories == [])
  }

  @Test func oneWalkGivesItsOrder() {
    let walk = StoreWalk.fixture(1, ["Produce", "Bakery", "Dairy & Eggs", "Frozen"])
    #expect(
      AisleOrder.learned(from: [walk]).categories == [
        "Produce", "Bakery", "Dairy & Eggs", "Frozen",
      ])
    #expect(
      AisleLearning(walks: [walk]).positions == [
        "produce": -1, "bakery": -1.0 / 3, "dairy & eggs": 1.0 / 3, "frozen": 1,
      ])
  }

  @Test func threeIdenticalWalksGiveTheirOrder() {
    let walks = StoreWalk.repeated(3, ["Frozen", "Produce", "Pets", "Bakery"])
    #expect(
      AisleOrder.learned(from: walks).categories == ["Frozen", "Produce", "Pets", "Bakery"])
  }

  @Test func repeatsCountAtTheirFirstCheckAndNoCategoryIsIgnored() {
    let walk = StoreWalk.fixture(
      1, ["Bakery", "", "Produce", "Bakery", "", "Dairy & Eggs", "Produce"])
    #expect(AisleOrder.learned(from: [walk]).categories == ["Bakery", "Produce", "Dairy & Eggs"])
  }

  @Test func caseAndAccentsAreFoldedAndTheNewestWalkSpellsTheName() {
    let walks: [StoreWalk] = [
      .fixture(2, ["BAKERY", "dairy & eggs", "Crème"]),
      .fixture(1, ["Dairy & Eggs", "Bakery", "creme"]),
    ]
    #expect(AisleOrder.learned(from: walks).categories == ["BAKERY", "dairy & eggs", "Crème"])
  }

  // The decay is 0.65: the second trip after a change outweighs any history (1 + 0.65 = 1.65 >
  // 0.65² ÷ 0.35 = 1.207), the first does not outweigh two trips (1 < 0.65 + 0.65² = 1.0725).

  @Test(arguments: [2, 3, 10, 200])
  func theFirstTripAfterAChangedLayoutKeepsTheOrder(history: Int) {
    let walks =
      StoreWalk.repeated(history, Self.usual)
      + [.fixture(history, ["Produce", "Dairy & Eggs", "Bakery", "Frozen", "Pantry"])]
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Produce", "Bakery", "Dairy & Eggs", "Frozen", "Pantry",
      ])
  }

  @Test(arguments: [1, 2, 3, 10, 200])
  func theSecondTripAfterAChangedLayoutIsFollowed(history: Int) {
    let changed = ["Produce", "Dairy & Eggs", "Bakery", "Frozen", "Pantry"]
    let walks =
      StoreWalk.repeated(history, Self.usual) + StoreWalk.repeated(2, from: history, changed)
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Produce", "Dairy & Eggs", "Bakery", "Frozen", "Pantry",
      ])
  }

  @Test(arguments: [2, 10, 200])
  func twoAislesFarApartSwappedAreFollowedFromTheSecondTrip(history: Int) {
    let changed = ["Produce", "Frozen", "Dairy & Eggs", "Bakery", "Pantry"]
    let once = StoreWalk.repeated(history, Self.usual) + [.fixture(history, changed)]
    #expect(AisleOrder.learned(from: once).categories == Self.usual)
    let twice = once + [.fixture(history + 1, changed)]
    #expect(
      AisleOrder.learned(from: twice).categories == [
        "Produce", "Frozen", "Dairy & Eggs", "Bakery", "Pantry",
      ])
  }

  @Test func withOneEarlierTripTheNewestIsFollowed() {
    let walks: [StoreWalk] = [
      .fixture(1, ["Produce", "Bakery"]), .fixture(2, ["Bakery", "Produce"]),
    ]
    #expect(AisleOrder.learned(from: walks).categories == ["Bakery", "Produce"])
  }

  @Test(arguments: [2, 5, 50])
  func oneOddTripDoesNotReorderWhatEarlierTripsAgreedOn(agreeing: Int) {
    let walks =
      StoreWalk.repeated(agreeing, ["Produce", "Bakery", "Dairy & Eggs", "Frozen"])
      + [.fixture(agreeing, ["Frozen", "Dairy & Eggs", "Bakery", "Produce"])]
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Produce", "Bakery", "Dairy & Eggs", "Frozen",
      ])
  }

  @Test func oneShortOddTripDoesNotReorderALongerOrder() {
    let walks = StoreWalk.repeated(2, Self.usual) + [.fixture(2, ["Bakery", "Produce"])]
    #expect(AisleOrder.learned(from: walks).categories == Self.usual)
  }

  @Test func oddTripsOlderThanTwoAgreeingOnesAreOutweighed() {
    let walks =
      [StoreWalk.fixture(0, ["Bakery", "Produce"]), .fixture(1, ["Bakery", "Produce"])]
      + StoreWalk.repeated(2, from: 2, ["Produce", "Bakery"])
    #expect(AisleOrder.learned(from: walks).categories == ["Produce", "Bakery"])
  }

  @Test func aWalkThroughOtherAislesLeavesTheseWhereTheyWere() {
    let walks = StoreWalk.repeated(2, ["Produce", "Bakery", "Frozen"])
    let added = walks + [.fixture(2, ["Pets", "Drinks"])]
    #expect(AisleLearning(walks: walks).positions == ["produce": -1, "bakery": 0, "frozen": 1])
    #expect(
      AisleLearning(walks: added).positions == [
        "produce": -1, "bakery": 0, "frozen": 1, "pets": -1, "drinks": 1,
      ])
    #expect(
      AisleOrder.learned(from: added).categories == [
        "Produce", "Pets", "Bakery", "Frozen", "Drinks",
      ])
  }

  @Test func equalPositionsGoStandardFirstInSupermarketOrderThenByFoldedName() {
    let walks: [StoreWalk] = [
      .fixture(1, ["Party", "Baby"]), .fixture(2, ["garden", "Drinks"]),
      .fixture(3, ["Produce", "Pets"]), .fixture(4, ["Bakery", "Frozen"]),
    ]
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Produce", "Bakery", "garden", "Party", "Frozen", "Drinks", "Baby", "Pets",
      ])
  }

  @Test func aCategoryOnlyEverCheckedAloneComesAfterTheOrderedOnes() {
    let walks: [StoreWalk] = [
      .fixture(1, ["Party"]), .fixture(2, ["Frozen", "Frozen"]), .fixture(3, ["Pets", "Bakery"]),
      .fixture(4, ["garden"]), .fixture(5, ["Produce"]),
    ]
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Pets", "Bakery", "Produce", "Frozen", "garden", "Party",
      ])
    #expect(AisleLearning(walks: walks).positions["frozen"] == .infinity)
  }

  @Test func walksFinishedAtTheSameTimeCountTheGreaterTripIdAsNewer() {
    let first = StoreWalk.fixture(1, minute: 10, ["Bakery", "Produce"])
    let second = StoreWalk.fixture(2, minute: 10, ["Produce", "Bakery"])
    #expect(AisleOrder.learned(from: [first, second]).categories == ["Produce", "Bakery"])
    #expect(AisleOrder.learned(from: [second, first]).categories == ["Produce", "Bakery"])
  }

  @Test func aWalkOlderThanTheOthersWeighsLeastWhereverItIsInTheArray() {
    let old = StoreWalk.fixture(9, minute: -60, ["Bakery", "Produce"])
    let newer = StoreWalk.fixture(1, ["Produce", "Bakery"])
    #expect(AisleOrder.learned(from: [newer, old]).categories == ["Produce", "Bakery"])
    #expect(AisleOrder.learned(from: [old, newer]).categories == ["Produce", "Bakery"])
  }

  @Test func tenThousandWalksOfThirtyItems() {
    let standard = GroceryCategory.allCases.map(\.name)
    let walks = (0..<10_000).map { trip in
      let items = (0..<30).map { standard[$0 * standard.count / 30] }
      return StoreWalk.fixture(trip, trip % 10 == 3 ? items.reversed() : items)
    }
    #expect(
      AisleOrder.learned(from: walks).categories == [
        "Produce", "Bakery", "Meat & Fish", "Dairy & Eggs", "Frozen", "Pantry",
        "Snacks & Sweets", "Drinks", "Household", "Personal Care", "Baby", "Pets",
      ])
  }
}
