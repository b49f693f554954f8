import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// `history` and the history the item commands write, run as the built binary with a temporary
/// home.
@Suite(.hangWatchdog(.seconds(120))) struct HistoryCommandTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  /// 2025-11-24 12:00:00 UTC, in milliseconds.
  static let noon: Int64 = 1_763_985_600_000

  @Test func whatTheCommandsRemoveGoesIntoTheHistoryCheckedOnesCounted() async throws {
    try await TemporaryDirectory.with { home in
      let app = ShoppingListExecutable(home: home)
      #expect(try await app.run("history").standardOutput == "")
      #expect(try await app.run("add", "2 l Milk", "eggs", "candles").status == 0)
      #expect(try await app.run("check", "milk", "eggs").status == 0)
      let removed = try await app.run("remove", "milk", "eggs", "candles")
      #expect(removed.status == 0 && removed.standardError.isEmpty)
      #expect(try await app.run("add", "eggs").status == 0)
      #expect(try await app.run("check", "eggs").status == 0)
      #expect(try await app.run("remove", "eggs").status == 0)

      let result = try await app.run("history", "--format", "json")
      #expect(result.status == 0 && result.standardError.isEmpty)
      let entries = try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [[String: Any]]
      )
      #expect(entries.map { $0["name"] as? String } == ["eggs", "Milk", "candles"])
      #expect(entries.map { $0["timesBought"] as? Int } == [2, 1, 0])
      #expect(entries.map { $0["quantity"] as? String } == [nil, "2 l", nil])
      #expect(
        entries.map { $0["category"] as? String } == ["Dairy & Eggs", "Dairy & Eggs", "Household"])
      #expect(entries.map { $0["lastBought"] is String } == [true, true, false])
      #expect(
        entries.map { $0["list"] as? String }
          == Array(
            repeating: "00000000-0000-0000-0000-000000000000", count: 3
          )
      )
      #expect(try home.fileNames(in: "data/shopping-list/list").contains("history"))
    }
  }

  @Test func theTableShowsEachEntryInRankOrder() async throws {
    try await TemporaryDirectory.with { home in
      let app = ShoppingListExecutable(home: home)
      try app.writeIdentity(Self.laptop, name: "laptop")
      let folder = SharedFolder(
        path: app.defaultFolder,
        device: DeviceIdentity(id: DeviceID(uuid: UUID(uuidString: Self.laptop)!), name: "laptop")
      )
      let oatMilk = ShoppingItem(
        id: UUID(), name: "oat milk", isChecked: true, quantity: ItemQuantity(amount: 2, unit: "l"),
        category: "Dairy & Eggs"
      )
      let candles = ShoppingItem(id: UUID(), name: "candles \u{1B}[2J")
      try HistoryFolder(listFolder: folder).record(
        [.left(oatMilk, bought: true), .left(candles, bought: false)], now: Self.noon
      )
      let result = try await app.run("history")
      #expect(result.status == 0)
      #expect(
        result.standardOutput == """
          NAME         CATEGORY      QUANTITY  BOUGHT  LAST BOUGHT
          oat milk     Dairy & Eggs  2 l       1       2025-11-24 12:00
          candles [2J  -             -         0       -

          """
      )
      #expect(
        try await app.run("history", "--file", "list.json").standardError.contains(
          "history needs a shared list folder"
        )
      )
    }
  }

  @Test func aCategoryGivenIsRememberedForTheNextAddAndImport() async throws {
    try await TemporaryDirectory.with { home in
      let app = ShoppingListExecutable(home: home)
      #expect(try await app.run("add", "tofu", "--category", "Fridge").status == 0)
      #expect(try await app.run("remove", "tofu").status == 0)
      try home.write("## Party\n- Milk\n", to: "party.md")
      #expect(try await app.run("import", "party.md").status == 0)
      #expect(try await app.run("remove", "milk").status == 0)
      #expect(try await app.run("add", "TOFU", "milk", "bread").status == 0)
      let json = try await app.run("list", "--format", "json").standardOutput
      let items = try ListFileDecoder.decode(Array(json.utf8))
      #expect(items.map(\.name) == ["TOFU", "milk", "bread"])
      #expect(items.map(\.category) == ["Fridge", "Party", "Bakery"])
    }
  }

  @Test func eachListHasItsOwnHistory() async throws {
    try await TemporaryDirectory.with { home in
      let app = ShoppingListExecutable(home: home)
      #expect(try await app.run("add", "--in", "Hardware store", "nails").status == 0)
      #expect(try await app.run("add", "milk").status == 0)
      #expect(try await app.run("check", "--in", "hardware STORE", "nails").status == 0)
      #expect(try await app.run("remove", "--in", "Hardware store", "nails").status == 0)
      #expect(try await app.run("remove", "milk").status == 0)
      let hardware = try await app.run("history", "--in", "Hardware Store", "--format", "json")
      #expect(hardware.status == 0)
      #expect(hardware.standardOutput.contains(#""name": "nails""#))
      #expect(hardware.standardOutput.contains(#""timesBought": 1"#))
      #expect(!hardware.standardOutput.contains("milk"))
      let main = try await app.run("history", "--format", "json")
      #expect(main.standardOutput.contains(#""name": "milk""#))
      #expect(!main.standardOutput.contains("nails"))
      let unknown = try await app.run("history", "--in", "Party")
      #expect(unknown.status != 0)
    }
  }
}
