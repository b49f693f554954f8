import ArgumentParser
import Foundation
import ShoppingListConfig

/// `shopping-list shop [STORE]`: opens the app on a trip to a store, as `S` does in it.
struct ShopCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shop",
    abstract: "Open the list on a trip to a store (the last one by default).",
    discussion: """
      The list shows grouped in the order of the store's aisles, learned from the household's \
      trips there, with the next item at the top; checked items go to "In the basket", and \
      other devices show that you are shopping. S finishes the trip: the basket goes to the \
      history and what was not found stays on the list. A store named that does not exist yet \
      is made.
      """
  )

  @Argument(help: "The store (any case); the last store shopped at when left out.")
  var store: String?

  @OptionGroup var listFileOptions: ListFileOptions

  @OptionGroup var configOptions: ConfigOptions

  @Flag(
    name: .customLong("no-mouse"),
    help: ArgumentHelp(
      "Leave the mouse to the terminal (or set \(MouseSetting.environmentVariable)=1).")
  )
  var noMouse = false

  func run() throws {
    var app = try ShoppingListCommand.parse([])
    app.listFileOptions = listFileOptions
    app.configOptions = configOptions
    app.noMouse = noMouse
    let environment = ProcessInfo.processInfo.environment
    let configuration = try configOptions.load(environment: environment)
    var options = try app.launchOptions(environment: environment, configuration: configuration)
    guard case .sharedFolder = options.list else {
      throw ValidationError("trips are kept in a shared folder, not in a single list file")
    }
    options.shop = LaunchOptions.ShopRequest(store: store)
    try FullScreenApp.run(options)
  }
}
