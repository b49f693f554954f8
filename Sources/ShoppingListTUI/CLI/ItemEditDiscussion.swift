/// The help text `check`, `uncheck` and `remove` share: how a name finds its item.
enum ItemEditDiscussion {
  static let text = """
    A name matches an item ignoring case and accents: an item with exactly that name first, \
    else an item id (all of it, as `list --format json` prints it, or its first 8 or more hex \
    digits), else an item whose name contains it. When a name matches no item or \
    several, nothing is changed, the candidates are listed on standard error and the exit \
    status is 1. Works while apps have the shared list open; with --file, fails while the \
    full-screen app has that file open.
    """
}
