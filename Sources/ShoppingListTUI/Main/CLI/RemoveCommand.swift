import ArgumentParser

/// `shopping-list remove NAME...`: removes the items named, all or none.
struct RemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove items from the list.",
    discussion: ItemEditArguments.discussion
  )

  @OptionGroup var arguments: ItemEditArguments

  func run() throws {
    try arguments.run(.remove)
  }
}
