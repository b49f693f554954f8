/// A store the household shops at, with the order of its aisles: the one a person set by hand,
/// or else the one learned from the trips to it (see ``AisleOrder/learned(from:)``).
package struct GroceryStore: Equatable, Identifiable, Sendable {
  /// The store's id.
  package var id: StoreID
  /// The store's name ("Lidl").
  package var name: String
  /// The order a person set by hand, which wins until it is changed or cleared.
  package var handSetAisles: AisleOrder?
  /// The order learned from the finished trips to the store.
  package var learnedAisles: AisleOrder
  /// How many finished trips to the store the folder records.
  package var tripCount: Int

  /// A store with these values.
  package init(
    id: StoreID, name: String, handSetAisles: AisleOrder? = nil,
    learnedAisles: AisleOrder = AisleOrder(categories: []), tripCount: Int = 0
  ) {
    self.id = id
    self.name = name
    self.handSetAisles = handSetAisles
    self.learnedAisles = learnedAisles
    self.tripCount = tripCount
  }

  /// The order the list is shown in at this store.
  package var aisles: AisleOrder {
    AisleOrder.resolved(handSet: handSetAisles, learned: learnedAisles)
  }
}
