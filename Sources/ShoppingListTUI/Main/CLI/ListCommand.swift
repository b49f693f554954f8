import ArgumentParser
import ShoppingListModel

/// `shopping-list list`: prints the list for reading, pasting or further processing.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print the list.",
    discussion: """
      plain prints `[ ] milk` and `[x] eggs`, markdown prints `- [ ] milk` and `- [x] eggs` \
      (both are understood by `import`), json prints the list file's format. A shared list is \
      printed as every device's files add up to; a device file that cannot be read is skipped \
      with a warning on standard error. When this device's own file cannot be read, what the \
      other devices' files hold is printed, then the error, and the status is 1. With --store \
      NAME, the items are grouped by category in that store's aisle order (see `stores`), the \
      items without a category last under "Other": markdown prints a `## Category` heading \
      above each group, for a list printed or pasted to take to that store.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Option(help: "How to print the list: plain, markdown or json.")
  var format: ListOutputFormat = .plain

  @Option(
    help: ArgumentHelp(
      "Group the items by category in this store's aisle order.", valueName: "store"
    )
  )
  var store: String?

  func run() throws {
    let target = try listOptions.target()
    let aisles = try store.map {
      try StoreNameError.store(named: $0, in: StoresAccess.directory(target)).aisles
    }
    let (items, listName, unreadableOwnFile) = try target.items(in: list.name)
    let output =
      if let aisles {
        format.render(AisleSection.sections(of: items, in: aisles), listName: listName)
      } else {
        format.render(items, listName: listName)
      }
    StandardStream.output.write(String(decoding: output, as: UTF8.self), escapedAs: format.escapes)
    // NB: after what could be read, so that a script sees both and a failure.
    if let unreadableOwnFile { throw unreadableOwnFile }
  }
}
