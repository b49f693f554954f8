import ArgumentParser
import Foundation
import SharedList
import ShoppingListModel

/// `shopping-list stores`: the household's stores with their aisle orders, and the commands
/// that create, rename and remove them and set an order by hand.
struct StoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stores",
    abstract: "Show the household's stores and their aisle orders, or add, rename or remove one.",
    discussion: """
      A store's aisle order is the order of categories its aisles are walked in, which the \
      list follows while shopping there (and `list --store NAME` prints). It is learned from \
      the finished trips to the store, unless it is set by hand with `stores aisles`. Stores \
      are kept in the shared folder (its stores folder) and merged like items: created, \
      renamed and removed on any device at once without losing anything. Needs a shared \
      folder: a --file list keeps no stores.
      """,
    subcommands: [
      StoresShowCommand.self, StoresAddCommand.self, StoresRenameCommand.self,
      StoresRemoveCommand.self, StoresAislesCommand.self,
    ],
    defaultSubcommand: StoresShowCommand.self
  )
}

/// `shopping-list stores [show]`: one line per store.
struct StoresShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show each store with its finished trips and its aisle order.",
    discussion: """
      One line per store, in the order they were added: \
      `Lidl  3 trips  Produce › Bakery › Dairy & Eggs`, with "(set by hand)" after an order \
      set with `stores aisles`.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  func run() throws {
    let directory = try StoresAccess.directory(try listOptions.target())
    guard !directory.stores.isEmpty else {
      StandardStream.error.write("No stores yet; add one with `shopping-list stores add NAME`.\n")
      return
    }
    StandardStream.output.write(Self.render(directory.stores))
  }

  /// The lines `stores` prints: names and trips padded to columns, then the aisle order.
  static func render(_ stores: [GroceryStore]) -> String {
    TextColumns.render(
      stores.map { store in
        let trips = store.tripCount == 1 ? "1 trip" : "\(store.tripCount) trips"
        let categories = store.aisles.categories
        let order =
          categories.isEmpty
          ? "no aisle order yet" : categories.joined(separator: " › ")
        return [store.name, trips, order + (store.handSetAisles == nil ? "" : " (set by hand)")]
      }
    )
  }
}

/// `shopping-list stores add NAME`.
struct StoresAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a store."
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The store's name, e.g. Lidl.", valueName: "name"))
  var name: String

  func validate() throws {
    try NameArguments.validate([name], of: "a store")
  }

  func run() throws {
    try StoresAccess.change(try listOptions.target()) { directory in
      if let existing = StoreNameError.existingStore(named: name, in: directory) {
        throw StoreNameError.taken(existing.name)
      }
      let store = StoreID(UUID())
      return { list, clock, now throws(StoreChangeError) in
        try list.createStore(store, named: name, clock: &clock, now: now)
      }
    }
  }
}

/// `shopping-list stores rename OLD NEW`.
struct StoresRenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename",
    abstract: "Rename a store; its aisle order and trips stay with it."
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The store's name now.", valueName: "store"))
  var store: String

  @Argument(help: ArgumentHelp("Its new name.", valueName: "name"))
  var name: String

  func validate() throws {
    try NameArguments.validate([store, name], of: "a store")
  }

  func run() throws {
    try StoresAccess.change(try listOptions.target()) { directory in
      let id = try StoreNameError.store(named: store, in: directory).id
      if let other = StoreNameError.existingStore(named: name, in: directory), other.id != id {
        throw StoreNameError.taken(other.name)
      }
      return { list, clock, now throws(StoreChangeError) in
        try list.renameStore(id, to: name, clock: &clock, now: now)
      }
    }
  }
}

/// `shopping-list stores remove NAME`.
struct StoresRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove a store.",
    discussion: """
      Its trips stay in the folder (`trips` lists them). A store another device renames or \
      sets the aisles of before it hears of the removal is kept.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The store to remove.", valueName: "store"))
  var store: String

  func validate() throws {
    try NameArguments.validate([store], of: "a store")
  }

  func run() throws {
    try StoresAccess.change(try listOptions.target()) { directory in
      let id = try StoreNameError.store(named: store, in: directory).id
      return { list, clock, now throws(StoreChangeError) in
        try list.removeStore(id, clock: &clock, now: now)
      }
    }
  }
}
