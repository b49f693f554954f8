import ArgumentParser

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
      other devices' files hold is printed, then the error, and the status is 1.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Option(help: "How to print the list: plain, markdown or json.")
  var format: ListOutputFormat = .plain

  func run() throws {
    let (items, listName, unreadableOwnFile) = try listOptions.target().items(in: list.name)
    StandardStream.output.write(
      String(decoding: format.render(items, listName: listName), as: UTF8.self),
      escapedAs: format.escapes
    )
    // NB: after what could be read, so that a script sees both and a failure.
    if let unreadableOwnFile { throw unreadableOwnFile }
  }
}
