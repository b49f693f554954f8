import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// `stores`, `trips` and `list --store`, run as the built binary with a temporary home: stores
/// added, renamed, removed and ordered by hand, trips another device wrote into the folder,
/// and the list printed in a store's aisle order.
@Suite(.hangWatchdog(.seconds(120))) struct StoresCommandTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"
  static let lidl = StoreID(UUID(uuidString: "51000000-0000-4000-8000-000000000001")!)
  static let rewe = StoreID(UUID(uuidString: "52000000-0000-4000-8000-000000000002")!)
  /// 2025-11-24 12:00:00 UTC, in milliseconds.
  static let noon: Int64 = 1_763_985_600_000
  static let day: Int64 = 24 * 60 * 60 * 1000

  @Test func storesAreAddedRenamedOrderedByHandAndRemoved() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let none = try await app.run("stores")
      #expect(none.status == 0)
      #expect(none.standardOutput == "")
      #expect(
        none.standardError == "No stores yet; add one with `shopping-list stores add NAME`.\n")
      #expect(try await app.run("stores", "add", "Lidl").status == 0)
      #expect(try await app.run("stores", "add", "Rewe\u{1B}[2J").status == 0)
      let taken = try await app.run("stores", "add", " LÍDL ")
      #expect(taken.status == 1)
      #expect(taken.standardError == "Error: there is a store named “Lidl” already\n")
      #expect(try await app.run("stores", "rename", "rewe[2j", "Rewe City").status == 0)
      let renamedOnto = try await app.run("stores", "rename", "Rewe City", "lidl")
      #expect(renamedOnto.standardError == "Error: there is a store named “Lidl” already\n")
      let ordered = try await app.run(
        "stores", "aisles", "lidl", "produce", "Bakery", "DAIRY & EGGS", "Fridge")
      #expect(ordered.status == 0, "\(ordered.standardError)")
      #expect(
        try await app.run("stores", "show").standardOutput == """
          Lidl       0 trips  Produce › Bakery › Dairy & Eggs › Fridge (set by hand)
          Rewe City  0 trips  no aisle order yet

          """)
      let noTrips = try await app.run("trips", "--store", "LIDL")
      #expect(noTrips.status == 0)
      #expect(noTrips.standardOutput == "")
      #expect(noTrips.standardError == "No trips to Lidl yet.\n")
      #expect(try await app.run("stores", "aisles", "Lidl", "--learned").status == 0)
      #expect(try await app.run("stores", "remove", "REWE CITY").status == 0)
      #expect(try await app.run("stores").standardOutput == "Lidl  0 trips  no aisle order yet\n")

      let unknown = try await app.run("stores", "remove", "Aldi")
      #expect(unknown.status == 1)
      #expect(
        unknown.standardError == "Error: there is no store named “Aldi”; the stores are “Lidl”\n")
      let neither = try await app.run("stores", "aisles", "Lidl")
      #expect(neither.status == 64)
      #expect(
        neither.standardError.hasPrefix(
          "Error: Name the categories in aisle order, or give --learned.\n"))
    }
  }

  @Test func aListFileKeepsNoStoresAndSaysSoInOneLine() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let file = app.home.appending("one.json")
      let line =
        "Error: a list file (--file) keeps no stores; stores and trips need a shared folder\n"
      for arguments in [
        ["stores", "--file", file], ["stores", "add", "Lidl", "--file", file],
        ["trips", "--file", file], ["list", "--store", "Lidl", "--file", file],
      ] {
        let refused = try await app.run(arguments: arguments)
        #expect(refused.status == 1, "\(arguments)")
        #expect(refused.standardError == line, "\(arguments)")
      }
    }
  }

  /// Lidl and Rewe, the phone's two finished trips and the laptop's trip under way, written
  /// into the default folder as each device writes them.
  func writeTrips(_ app: ShoppingListExecutable) throws {
    try app.writeIdentity(Self.laptop, name: "laptop")
    func stores(_ id: String, _ name: String) -> StoresFolder {
      StoresFolder(
        listFolder: SharedFolder(
          path: app.defaultFolder,
          device: DeviceIdentity(id: DeviceID(uuid: UUID(uuidString: id)!), name: name)
        )
      )
    }
    let (laptop, phone) = (stores(Self.laptop, "laptop"), stores(Self.phone, "Ada"))
    let minute: Int64 = 60_000
    try phone.change(now: Self.noon) { list, clock throws(StoreChangeError) in
      try list.createStore(Self.lidl, named: "Lidl", clock: &clock, now: Self.noon)
      try list.createStore(Self.rewe, named: "Rewe", clock: &clock, now: Self.noon)
      list.write(
        Trip(
          id: UUID(), store: Self.rewe, shopper: "Ada", started: date(Self.noon - 4 * Self.day),
          finished: date(Self.noon - 4 * Self.day + 20 * minute)
        ),
        clock: &clock, now: Self.noon
      )
      list.write(
        Trip(
          id: UUID(), store: Self.lidl, shopper: "Ada", started: date(Self.noon - 15 * minute),
          finished: date(Self.noon),
          checked: [
            TripItem(name: "apples", category: "Produce"),
            TripItem(name: "bread", category: "Bakery"),
            TripItem(name: "milk\u{1B}[2J", category: "Dairy & Eggs"),
          ],
          notFound: ["saffron", "capers"]
        ),
        clock: &clock, now: Self.noon
      )
    }
    // NB: written now, so it is under way however long after 2025 the test runs.
    let now = HybridClock.wallClockNow()
    try laptop.change(now: now) { list, clock throws(StoreChangeError) in
      list.write(
        Trip(
          id: UUID(), store: Self.lidl, shopper: "laptop", started: date(Self.noon + Self.day),
          checked: [TripItem(name: "eggs", category: "Dairy & Eggs")]
        ),
        clock: &clock, now: now
      )
    }
  }

  private func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  @Test func tripsAreListedNewestFirstWithWhatWasNotFound() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      try writeTrips(app)
      let trips = try await app.run("trips")
      #expect(trips.status == 0, "\(trips.standardError)")
      #expect(
        trips.standardOutput == """
          STARTED           STORE  SHOPPER  BOUGHT         NOT FOUND
          2025-11-25 12:00  Lidl   laptop   1 item so far  (under way)
          2025-11-24 11:45  Lidl   Ada      3 items        saffron, capers
          2025-11-20 12:00  Rewe   Ada      0 items        -

          """)
      #expect(
        try await app.run("trips", "--store", "REWE").standardOutput == """
          STARTED           STORE  SHOPPER  BOUGHT   NOT FOUND
          2025-11-20 12:00  Rewe   Ada      0 items  -

          """)
      #expect(
        try await app.run("trips", "--limit", "1").standardOutput == """
          STARTED           STORE  SHOPPER  BOUGHT         NOT FOUND
          2025-11-25 12:00  Lidl   laptop   1 item so far  (under way)

          """)
      #expect(
        try await app.run("stores").standardOutput == """
          Lidl  1 trip  Produce › Bakery › Dairy & Eggs
          Rewe  1 trip  no aisle order yet

          """)

      let json = try await app.run("trips", "--format", "json", "--store", "lidl")
      #expect(json.status == 0)
      let objects = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
      )
      #expect(objects.map { $0["underWay"] as? Bool } == [true, false])
      #expect(objects.map { $0["shopper"] as? String } == ["laptop", "Ada"])
      #expect(objects.map { $0["store"] as? String } == ["Lidl", "Lidl"])
      #expect(objects.map { $0["finished"] is NSNull } == [true, false])
      #expect(objects[1]["started"] as? String == "2025-11-24T11:45:00.000Z")
      #expect(objects[1]["notFound"] as? [String] == ["saffron", "capers"])
      let bought = objects[1]["bought"] as? [[String: String]]
      #expect(bought?.map { $0["name"] } == ["apples", "bread", "milk[2J"])
      #expect(!json.standardOutput.contains("\u{1B}"))

      let unknown = try await app.run("trips", "--store", "Aldi")
      #expect(unknown.status == 1)
      #expect(
        unknown.standardError
          == "Error: there is no store named “Aldi”; the stores are “Lidl”, “Rewe”\n")
    }
  }

  @Test func theListIsPrintedInAStoresAisleOrder() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let added = try await app.run(
        "add", "apples", "milk", "candles", "bread", "oat milk", "widget")
      #expect(added.status == 0, "\(added.standardError)")
      #expect(try await app.run("check", "oat milk").status == 0)
      #expect(try await app.run("stores", "add", "Lidl").status == 0)
      #expect(
        try await app.run("stores", "aisles", "Lidl", "Bakery", "Dairy & Eggs", "Produce").status
          == 0)
      let markdown = try await app.run("list", "--store", "lidl", "--format", "markdown")
      #expect(markdown.status == 0, "\(markdown.standardError)")
      #expect(
        markdown.standardOutput == """
          ## Bakery
          - [ ] bread

          ## Dairy & Eggs
          - [ ] milk
          - [x] oat milk

          ## Produce
          - [ ] apples

          ## Household
          - [ ] candles

          ## Other
          - [ ] widget

          """)
      #expect(
        try await app.run("list", "--store", "Lidl").standardOutput == """
          Bakery
          [ ] bread

          Dairy & Eggs
          [ ] milk
          [x] oat milk

          Produce
          [ ] apples

          Household
          [ ] candles

          Other
          [ ] widget

          """)
      let json = try await app.run("list", "--store", "Lidl", "--format", "json")
      let items = try ListFileDecoder.decode(Array(json.standardOutput.utf8))
      #expect(items.map(\.name) == ["bread", "milk", "oat milk", "apples", "candles", "widget"])

      let unknown = try await app.run("list", "--store", "Aldi")
      #expect(unknown.status == 1)
      #expect(unknown.standardOutput == "")
      #expect(
        unknown.standardError == "Error: there is no store named “Aldi”; the stores are “Lidl”\n")
    }
  }

  /// A stores file someone forged with escape sequences and controls in every name: nothing
  /// of them reaches the terminal from any command that prints them.
  @Test func namesFromAForgedStoresFileArePrintedWithoutControls() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      try app.writeIdentity(Self.laptop, name: "laptop")
      #expect(try await app.run("add", "milk").status == 0)
      let name = #"Lidl\u001B]0;pwned\u0007\u009B2J\u202E"#
      let trip =
        #"{"store": "\#(Self.lidl)", "list": "", "by": "Ada\u001B[2J", "started": \#(Self.noon), "#
        + #""finished": \#(Self.noon), "checked": [["milk\u001B[31m", "Dairy\u001B[1m"]], "#
        + #""not-found": ["saffron\u001Bc"]}"#
      let records = [
        #"{"format": "shopping-list-device", "version": 1, "device": "\#(Self.phone)", "#
          + #""name": "phone"}"#,
        #"{"id": "\#(Self.lidl)", "edited": [\#(Self.noon), 0], "name": ["\#(name)"], "#
          + #""position": ["a0"], "aisles": [["Dairy\u001B[1m"]]}"#,
        #"{"id": "72000000-0000-4000-8000-000000000002", "edited": [\#(Self.noon), 1], "#
          + #""trip": [\#(trip)]}"#,
        #"{"end": 2}"#,
      ]
      try FileManager.default.createDirectory(
        atPath: app.defaultFolder + "/stores", withIntermediateDirectories: true)
      try app.home.write(
        records.joined(separator: "\n") + "\n",
        to: "data/shopping-list/list/stores/device-\(Self.phone).jsonl")
      for arguments in [
        ["stores"], ["trips"], ["trips", "--format", "json"],
        ["list", "--store", "Lidl]0;pwned2J"],
        ["list", "--store", "nowhere"],
      ] {
        let result = try await app.run(arguments: arguments)
        #expect(result.standardError.isEmpty || arguments.last == "nowhere", "\(arguments)")
        for text in [result.standardOutput, result.standardError] {
          #expect(
            !text.unicodeScalars.contains {
              $0 != "\n"
                && ($0.properties.generalCategory == .control
                  || $0.properties.generalCategory == .format)
            }, "\(arguments): \(text.debugDescription)")
        }
      }
      #expect(
        try await app.run("stores").standardOutput
          == "Lidl]0;pwned2J  1 trip  Dairy[1m (set by hand)\n")
      #expect(
        try await app.run("trips").standardOutput == """
          STARTED           STORE           SHOPPER  BOUGHT  NOT FOUND
          2025-11-24 12:00  Lidl]0;pwned2J  Ada[2J   1 item  saffronc

          """)
    }
  }
}
