import ArgumentParser

/// What `check`, `uncheck` and `remove` take: the list options and the names of the items.
struct ItemEditArguments: ParsableArguments {
  /// The help text the three commands share: how a name finds its item.
  static let discussion = """
    A name matches an item ignoring case and accents: an item with exactly that name first, \
    else an item id (all of it, as `list --format json` prints it, or its first 8 or more hex \
    digits), else an item whose name contains it. When a name matches no item or several, \
    nothing is changed, the candidates are listed on standard error and the exit status is 1. \
    Works while apps have the shared list open; with --file, fails while the full-screen app \
    has that file open.
    """

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Argument(help: ArgumentHelp("Item names, or ids.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  /// Makes `edit` to every item named, or to none.
  func run(_ edit: ItemEdit) throws {
    try listOptions.target().edit(names, edit, in: list.name)
  }
}
