import ArgumentParser

/// `shopping-list check NAME...`: checks the items named, all or none.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Mark items as in the basket.",
    discussion: ItemEditArguments.discussion
  )

  @OptionGroup var arguments: ItemEditArguments

  func run() throws {
    try arguments.run(.check)
  }
}
