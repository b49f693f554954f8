import ArgumentParser

/// `shopping-list uncheck NAME...`: unchecks the items named, all or none.
struct UncheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uncheck",
    abstract: "Mark items as not in the basket.",
    discussion: ItemEditArguments.discussion
  )

  @OptionGroup var arguments: ItemEditArguments

  func run() throws {
    try arguments.run(.uncheck)
  }
}
