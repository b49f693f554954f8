import ArgumentParser
import Foundation
import ShoppingListModel

/// `shopping-list trips`: the household's recent trips to its stores.
struct TripsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trips",
    abstract: "Show recent trips to the stores: when, where, who, what was bought and not found.",
    discussion: """
      One line per trip, the newest first: when it started (local time), the store, who \
      shopped, how many items went into the basket, and what was left on the list as not \
      found; a trip not finished says whether it is under way (active in the last \
      \(Int(Trip.presenceLifetime / 3600)) hours). json prints the trips as a JSON array, \
      times in UTC, with the items bought in the order they went into the basket. Each device \
      records its own trips in the shared folder (its stores folder). Needs a shared folder: a \
      --file list keeps no trips.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Option(help: ArgumentHelp("Only the trips to this store.", valueName: "store"))
  var store: String?

  @Option(help: "How many trips to show, the newest first.")
  var limit = 10

  @Option(help: "How to print the trips: plain or json.")
  var format: TableOutputFormat = .plain

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit must be 1 or more.") }
  }

  func run() throws {
    let directory = try StoresAccess.directory(try listOptions.target())
    var trips = directory.trips
    var none = "No trips yet.\n"
    if let store {
      let store = try StoreNameError.store(named: store, in: directory)
      trips = trips.filter { $0.store == store.id }
      none = "No trips to \(store.name) yet.\n"
    }
    trips = Array(trips.prefix(limit))
    if trips.isEmpty { StandardStream.error.write(none) }
    switch format {
    case .plain:
      StandardStream.output.write(TripTable.render(trips, in: directory, now: Date()))
    case .json:
      StandardStream.output.write(
        TripTable.json(trips, in: directory, now: Date()), escapedAs: .json)
    }
  }
}
