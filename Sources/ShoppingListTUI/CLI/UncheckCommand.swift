import ArgumentParser

/// `shopping-list uncheck NAME...`: unchecks the items named, all or none.
struct UncheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uncheck",
    abstract: "Mark items as not in the basket.",
    discussion: ItemEditDiscussion.text
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @Argument(help: ArgumentHelp("Item names, or ids.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    try listFileOptions.target().edit(names, .uncheck)
  }
}
