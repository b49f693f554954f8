import ArgumentParser

/// `shopping-list check NAME...`: checks the items named, all or none.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Mark items as in the basket.",
    discussion: ItemEditDiscussion.text
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @Argument(help: ArgumentHelp("Item names, or ids.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    try listFileOptions.target().edit(names, .check)
  }
}
