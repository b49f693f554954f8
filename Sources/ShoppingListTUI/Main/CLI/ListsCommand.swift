import ArgumentParser
import SharedList
import ShoppingListModel

/// `shopping-list lists`: the folder's lists with their counts, and the commands that create,
/// rename and remove them.
struct ListsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lists",
    abstract: "Show the shared folder's lists, or create, rename or remove one.",
    discussion: """
      A shared folder holds any number of lists ("Groceries", "Hardware store", "Party"); the \
      main list is the one the app opens and the item commands use without --in. Lists are \
      merged like items: created, renamed and removed on any device at once without losing \
      anything, and an item added to a list another device removed meanwhile shows on the \
      main list.
      """,
    subcommands: [
      ListsShowCommand.self, ListsAddCommand.self, ListsRenameCommand.self,
      ListsRemoveCommand.self,
    ],
    defaultSubcommand: ListsShowCommand.self
  )
}

/// `shopping-list lists [show]`: one line per list.
struct ListsShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show each list with how many items it has and how many are still to buy.",
    discussion: """
      One line per list, the main list first, then by name: `Groceries  12 items, 9 to buy`.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  func run() throws {
    let (lists, unreadableOwnFile) = try listOptions.target().lists()
    StandardStream.output.write(Self.render(lists), escapedAs: .swift)
    if let unreadableOwnFile { throw unreadableOwnFile }
  }

  /// The lines `lists` prints: names padded to one column, then the counts.
  static func render(_ lists: [ListSummary]) -> String {
    let width = lists.map(\.name.count).max() ?? 0
    return lists.map { list in
      let padding = String(repeating: " ", count: width - list.name.count)
      return "\(list.name)\(padding)  \(list.counts)\n"
    }
    .joined()
  }
}

/// `shopping-list lists add NAME`: a new, empty list.
struct ListsAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Create a list (item commands also create the list their --in names)."
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The new list's name.", valueName: "name"))
  var name: String

  func validate() throws {
    try NameArguments.validate([name])
  }

  func run() throws {
    try listOptions.target().changeLists { lists in
      guard lists.list(named: name) == nil else { throw ListNameError.taken(name) }
      return .createList(.random(), name: name)
    }
  }
}

/// `shopping-list lists rename OLD NEW`.
struct ListsRenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename",
    abstract: "Rename a list (the main list too)."
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The list's name now.", valueName: "list"))
  var list: String

  @Argument(help: ArgumentHelp("Its new name.", valueName: "name"))
  var name: String

  func validate() throws {
    try NameArguments.validate([list, name])
  }

  func run() throws {
    try listOptions.target().changeLists { lists in
      let id = try ListTarget.list(named: list, in: lists) ?? .main
      if let other = lists.list(named: name), other != id { throw ListNameError.taken(name) }
      return .renameList(id, name: name)
    }
  }
}

/// `shopping-list lists remove NAME`: the list and the items on it.
struct ListsRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove a list with the items on it.",
    discussion: """
      The main list cannot be removed. An item another device adds to the list before it hears \
      of the removal is kept, on the main list.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The list to remove.", valueName: "list"))
  var list: String

  func validate() throws {
    try NameArguments.validate([list])
  }

  func run() throws {
    try listOptions.target().changeLists { lists in
      let id = try ListTarget.list(named: list, in: lists) ?? .main
      guard id != .main else { throw ListNameError.mainListRemoved }
      return .removeList(id)
    }
  }
}
