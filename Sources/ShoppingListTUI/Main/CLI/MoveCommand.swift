import ArgumentParser

/// `shopping-list move NAME... --to LIST`: items go to another of the folder's lists.
struct MoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Move items to another list.",
    discussion: """
      `move nails glue --to "Hardware store"` takes the items from the main list (or the list \
      --in names) to that list, which is created when the folder lacks it. Items are named as \
      for check: \(ItemEditArguments.discussion)
      """
  )

  @OptionGroup var arguments: ItemEditArguments

  @Option(help: ArgumentHelp("The list the items go to, by name.", valueName: "list"))
  var to: String

  func validate() throws {
    try NameArguments.validate([to])
  }

  func run() throws {
    try arguments.listOptions.target().move(
      arguments.names, in: arguments.list.name, to: to)
  }
}
