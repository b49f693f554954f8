import Foundation
import Testing

@testable import ShoppingListModel
@testable import ShoppingListTUI

/// What `stores` and `trips` print, from directories written literally.
@Suite struct StoreTablesTests {
  let lidl = StoreID(UUID(uuidString: "51000000-0000-4000-8000-000000000001")!)
  let rewe = StoreID(UUID(uuidString: "52000000-0000-4000-8000-000000000002")!)
  /// 2025-11-24 12:00:00 UTC.
  let noon = Date(timeIntervalSince1970: 1_763_985_600)
  let berlin = TimeZone(identifier: "Europe/Berlin")!

  @Test func storesShowTheirTripsAndOrderAndSayWhenItIsSetByHand() {
    let stores = [
      GroceryStore(
        id: lidl, name: "Lidl",
        learnedAisles: AisleOrder(categories: ["Produce", "Bakery", "Dairy & Eggs"]),
        tripCount: 3
      ),
      GroceryStore(
        id: rewe, name: "Rewe City", handSetAisles: AisleOrder(categories: ["Bakery"]),
        tripCount: 1
      ),
      GroceryStore(id: StoreID(UUID()), name: "Aldi\u{1B}[2J"),
    ]
    #expect(
      StoresShowCommand.render(stores) == """
        Lidl           3 trips  Produce › Bakery › Dairy & Eggs
        Rewe City      1 trip   Bakery (set by hand)
        Aldi\u{1B}[2J  0 trips  no aisle order yet

        """)
  }

  @Test func tripsShowInLocalTimeWithWhatWasNotFoundOrThatTheyAreUnderWay() {
    let directory = StoreDirectory(stores: [GroceryStore(id: lidl, name: "Lidl")])
    let trips = [
      Trip(
        id: UUID(), store: lidl, shopper: "Ada", isOwn: false, started: noon,
        checked: [TripItem(name: "milk", category: "Dairy & Eggs")]
      ),
      Trip(
        id: UUID(), store: rewe, shopper: "laptop", started: noon - 3_600,
        lastActivity: noon - 3_000
      ),
      Trip(
        id: UUID(), store: lidl, shopper: "Ada", started: noon - 86_400,
        finished: noon - 85_000,
        checked: [TripItem(name: "eggs", category: ""), TripItem(name: "tea", category: "")],
        notFound: ["saffron", "capers"]
      ),
    ]
    #expect(
      TripTable.render(trips, in: directory, now: noon + 60, timeZone: berlin) == """
        STARTED           STORE              SHOPPER  BOUGHT          NOT FOUND
        2025-11-24 13:00  Lidl               Ada      1 item so far   (under way)
        2025-11-24 12:00  (a removed store)  laptop   0 items so far  (under way)
        2025-11-23 13:00  Lidl               Ada      2 items         saffron, capers

        """)
    #expect(
      TripTable.render(Array(trips.prefix(2)), in: directory, now: noon + 7_200, timeZone: berlin)
        .hasSuffix("0 items so far  (not finished)\n"))
    #expect(TripTable.render([], in: directory, now: noon) == "")
  }

  @Test func tripsInJSONKeepEveryFieldWithNullsForWhatIsNot() throws {
    let directory = StoreDirectory(stores: [GroceryStore(id: lidl, name: "Lidl")])
    let trip = Trip(
      id: UUID(), store: rewe, shopper: "Ada", started: noon,
      checked: [TripItem(name: "milk", category: "Dairy & Eggs")]
    )
    #expect(
      TripTable.json([trip], in: directory, now: noon + 7_200) == """
        [
          {"started": "2025-11-24T12:00:00.000Z", "finished": null, "underWay": false, \
        "store": null, "storeID": "52000000-0000-4000-8000-000000000002", "shopper": "Ada", \
        "list": "00000000-0000-0000-0000-000000000000", \
        "bought": [{"name": "milk", "category": "Dairy & Eggs"}], "notFound": []}
        ]

        """)
    #expect(TripTable.json([], in: directory, now: noon) == "[]\n")
    var quoting = trip
    quoting.shopper = #"Ada "the shopper" \ 2"#
    let parsed =
      try JSONSerialization.jsonObject(
        with: Data(TripTable.json([quoting], in: directory, now: noon).utf8)) as? [[String: Any]]
    #expect(parsed?.first?["shopper"] as? String == #"Ada "the shopper" \ 2"#)
  }
}
