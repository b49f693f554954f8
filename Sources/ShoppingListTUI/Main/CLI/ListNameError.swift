import ShoppingListModel

/// Why `--in LIST` or a `lists` subcommand cannot use the list it names.
enum ListNameError: Error, Equatable, CustomStringConvertible {
  /// The folder has no list of that name.
  case noList(named: String, lists: [String])
  /// A list file (`--file`) holds one list.
  case oneListOnly
  /// The main list cannot be removed.
  case mainListRemoved
  /// The new name is another list's already.
  case taken(String)

  var description: String {
    switch self {
    case .noList(let name, let lists):
      "there is no list named “\(name)”; the lists are "
        + lists.map { "“\($0)”" }.joined(separator: ", ")
    case .oneListOnly:
      "a list file (--file) holds one list; lists need a shared folder"
    case .mainListRemoved:
      "the main list cannot be removed (rename it with `lists rename`)"
    case .taken(let name):
      "there is a list named “\(name)” already"
    }
  }
}
