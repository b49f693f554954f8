import Testing

@testable import ShoppingListModel

/// A store's aisle order: its categories, the order resolved for display, sorting and moving.
@Suite struct AisleOrderTests {
  static let order = AisleOrder(categories: ["Produce", "Bakery", "Dairy & Eggs"])

  @Test func dropsNoCategoryAndLaterDuplicates() {
    let order = AisleOrder(categories: ["Produce", "", "bakery", "PRODUCE", "Bakery", "Pets"])
    #expect(order.categories == ["Produce", "bakery", "Pets"])
  }

  @Test func findsPositionsFolded() {
    #expect(Self.order.position(of: "Produce") == 0)
    #expect(Self.order.position(of: "DAIRY & EGGS") == 2)
    #expect(Self.order.position(of: "bakéry") == 1)
    #expect(Self.order.position(of: "Frozen") == nil)
    #expect(Self.order.position(of: "") == nil)
  }

  @Test func withoutAHandSetOrderTheLearnedOneIsShown() {
    #expect(AisleOrder.resolved(handSet: nil, learned: Self.order) == Self.order)
  }

  @Test func aHandSetOrderWinsAndTheLearnedCategoriesItLacksFollowInLearnedOrder() {
    let handSet = AisleOrder(categories: ["Bakery", "Produce"])
    let learned = AisleOrder(categories: ["Frozen", "produce", "Pets", "BAKERY", "Dairy & Eggs"])
    #expect(
      AisleOrder.resolved(handSet: handSet, learned: learned).categories == [
        "Bakery", "Produce", "Frozen", "Pets", "Dairy & Eggs",
      ])
    #expect(
      AisleOrder.resolved(handSet: AisleOrder(categories: []), learned: learned).categories == [
        "Frozen", "produce", "Pets", "BAKERY", "Dairy & Eggs",
      ])
  }

  @Test func sortsKnownThenUnknownStandardThenHouseholdThenNoCategory() {
    let order = AisleOrder(categories: ["Dairy & Eggs", "Produce", "Garden"])
    let categories = [
      "Pets", "", "Party", "produce", "Bakery", "garden", "DAIRY & EGGS", "Frozen", "apéro",
      "Produce", "", "bakery",
    ]
    #expect(
      order.sorted(categories) == [
        "DAIRY & EGGS", "produce", "garden", "Bakery", "Frozen", "Pets", "apéro", "Party", "",
      ])
    #expect(
      AisleOrder(categories: []).sorted(["Party", "Pets", "", "Produce"]) == [
        "Produce", "Pets", "Party", "",
      ])
    #expect(order.sorted([]) == [])
  }

  @Test func movesACategoryUpAndDown() {
    #expect(
      Self.order.moving("bakery", by: -1).categories == ["Bakery", "Produce", "Dairy & Eggs"])
    #expect(Self.order.moving("Bakery", by: 1).categories == ["Produce", "Dairy & Eggs", "Bakery"])
    #expect(
      Self.order.moving("Produce", by: 2).categories == ["Bakery", "Dairy & Eggs", "Produce"])
  }

  @Test func leavesTheOrderAtItsEndsAndForUnknownCategories() {
    #expect(Self.order.moving("Produce", by: -1) == Self.order)
    #expect(Self.order.moving("Dairy & Eggs", by: 1) == Self.order)
    #expect(Self.order.moving("Frozen", by: 1) == Self.order)
    #expect(Self.order.moving("", by: -1) == Self.order)
    #expect(Self.order.moving("Bakery", by: 0) == Self.order)
  }
}
