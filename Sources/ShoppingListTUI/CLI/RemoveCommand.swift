import ArgumentParser

/// `shopping-list remove NAME...`: removes the items named, all or none.
struct RemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove items from the list.",
    discussion: ItemEditDiscussion.text
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @Argument(help: ArgumentHelp("Item names, or ids.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    try listFileOptions.target().edit(names, .remove)
  }
}
