import Foundation
import TestSupport
import Testing

/// Going to the store in the real binary, in tmux: three trips to Lidl checking the aisles in
/// one order teach the store that order, which the fourth shows without anyone setting it; while
/// that trip lasts, an app on another device says Ada is shopping, and the item it adds shows
/// marked in Ada's app.
@Suite(.serialized, .hangWatchdog(.seconds(180)))
struct GoingToTheStoreEndToEndTests {
  @Test func threeTripsTeachTheStoreAndAnotherDeviceSeesTheFourth() async throws {
    let ada = try await TmuxSession(width: 40, height: 16)
    defer { ada.close() }
    try Self.name(device: "Ada", configHome: ada.home.appendingPathComponent(".config"))
    let benConfig = ada.home.appendingPathComponent("ben-config")
    try Self.name(device: "Ben", configHome: benConfig)
    let ben = try await TmuxSession(
      width: 40, height: 16,
      environment: [
        "XDG_CONFIG_HOME": benConfig.path,
        "XDG_STATE_HOME": ada.home.appendingPathComponent("ben-state").path,
      ],
      sharingHomeOf: ada)
    defer { ben.close() }

    // The first trip walks the aisles from the back: dairy, then bakery, then produce, where
    // the standard order has them the other way round.
    try await Self.putBack(on: ada)
    try ada.launchApp(arguments: ["shop", "Lidl"])
    try await ada.waitForScreen("the standard order at a new store") { screen in
      screen[0].contains("At Lidl 0/3")
        && Self.rows(screen) == [
          "Produce · 1", "[ ] apples", "Bakery · 1", "[ ] bread", "Dairy & Eggs · 1", "[ ] milk",
        ]
    }
    try ada.sendKeys("G", "x")
    try await ada.waitForScreen(containing: "At Lidl 1/3")
    try ada.sendKeys("k", "x")
    try await ada.waitForScreen(containing: "At Lidl 2/3")
    try ada.sendKeys("g", "x")
    try await Self.finishTrip(on: ada, bought: 3)

    // Two more trips in that order: each starts with the next item at the top.
    for _ in 0..<2 {
      try await Self.putBack(on: ada)
      try ada.sendKeys("S")
      try await ada.waitForScreen(containing: "At which store?")
      try ada.sendKeys("1")
      try await ada.waitForScreen("the walk learned") { screen in
        Array(screen[1...2]).map(Self.row) == ["Dairy & Eggs · 1", "[ ] milk"]
      }
      try ada.sendKeys("x", "x", "x")
      try await ada.waitForScreen(containing: "At Lidl 3/3")
      try await Self.finishTrip(on: ada, bought: 3)
    }
    let trips = try await ada.command("trips")
    #expect(trips.status == 0)
    let recorded = trips.standardOutput.split(separator: "\n").filter {
      $0.contains("Lidl") && $0.contains("Ada") && $0.contains("3 items")
    }
    #expect(recorded.count == 3, "\(trips.standardOutput)")

    // The fourth trip shows the household's order; Ben's app, on another device, says so.
    try ben.launchApp()
    try await ben.waitForScreen(containing: "0 items · 0 in basket")
    try await Self.putBack(on: ada)
    try ada.sendKeys("S")
    try await ada.waitForScreen(containing: "At which store?")
    try ada.sendKeys("1")
    try await ada.waitForScreen("the order three trips taught") { screen in
      Self.rows(screen) == [
        "Dairy & Eggs · 1", "[ ] milk", "Bakery · 1", "[ ] bread", "Produce · 1", "[ ] apples",
      ]
    }
    try await ben.waitForScreen(containing: "Ada is shopping at Lidl")
    try ben.sendKeys("a")
    try ben.type("eggs")
    try ben.sendKeys("Enter")
    try await ben.finishEntry()
    // Ben's new item goes first in its aisle, the cursor staying on milk.
    try await ada.waitForScreen("eggs, marked as new, in the dairy aisle") { screen in
      screen[2].contains("[ ] eggs")
        && screen[2].trimmingCharacters(in: .whitespaces).hasSuffix("new")
        && screen[3].hasPrefix("› [ ] milk")
    }
    try ada.sendKeys("k", "x", "x")
    try await ada.waitForScreen(containing: "At Lidl 2/4")
    try await Self.finishTrip(on: ada, bought: 2, notFound: 2)
    try await ada.waitForScreen("what was not found, marked") { screen in
      screen.filter { $0.contains("not found last time") }.count == 2
    }
    try await ben.waitForScreen("Ada's trip over") { screen in
      !screen.contains { $0.contains("is shopping") }
    }
    for session in [ada, ben] {
      try session.sendKeys("q")
      #expect(try await session.waitForAppExit() == 0)
    }
    let left = try await ada.command("list")
    #expect(left.standardOutput == "[ ] apples\n[ ] bread\n")
  }

  /// Writes a config that names the device `name`.
  private static func name(device name: String, configHome: URL) throws {
    let folder = configHome.appendingPathComponent("shopping-list", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("[device]\nname = \"\(name)\"\n".utf8).write(
      to: folder.appendingPathComponent("config.toml"))
  }

  /// Puts milk, bread and apples on the list from the command line, as a household does
  /// between trips.
  private static func putBack(on session: TmuxSession) async throws {
    let added = try await session.command("add", "apples", "bread", "milk")
    #expect(added.status == 0, "\(added.standardError)")
  }

  /// Finishes the trip with `S` and its question's `y`, and waits for the list as it is after.
  private static func finishTrip(
    on session: TmuxSession, bought: Int, notFound: Int = 0
  ) async throws {
    try session.sendKeys("S")
    try await session.waitForScreen(containing: "Finish the trip")
    try session.sendKeys("y")
    try await session.waitForScreen(
      containing: notFound == 0 ? "0 items · 0 in basket" : "\(notFound) items · 0 in basket")
  }

  /// The first six lines under the header that are not blank (a trip leaves a blank line
  /// between aisles), as ``row(_:)`` gives them.
  private static func rows(_ screen: [String]) -> [String] {
    Array(screen.dropFirst().map(row).filter { !$0.isEmpty }.prefix(6))
  }

  /// A list row without the cursor marker and padding, its inner spaces kept.
  private static func row(_ line: String) -> String {
    var row = line.trimmingCharacters(in: .whitespaces)
    if row.hasPrefix("›") { row = String(row.dropFirst()).trimmingCharacters(in: .whitespaces) }
    return row
  }
}
