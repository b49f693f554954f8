/// The files and folders `shopping-list` reads and writes, as the man page's FILES section lists
/// them: the one place to change when a path or its meaning changes.
enum ManualFiles {
  /// A path, written as users set it up, and what is kept there.
  struct Entry: Equatable {
    var path: String
    var description: String
  }

  static let entries = [
    Entry(
      path: "$XDG_DATA_HOME/shopping-list/list.json",
      description: "The list (by default ~/.local/share/shopping-list/list.json); --file chooses "
        + "another file."
    ),
    Entry(
      path: "$XDG_DATA_HOME/shopping-list/",
      description: "The shared list folder (by default ~/.local/share/shopping-list/): a file "
        + "per device that a folder sync keeps in step between devices; --list chooses another "
        + "folder."
    ),
    Entry(
      path: "$XDG_CONFIG_HOME/shopping-list/config.toml",
      description: "The configuration: keys, colors and defaults (by default "
        + "~/.config/shopping-list/config.toml). The app reads it and never writes it."
    ),
    Entry(
      path: "$XDG_STATE_HOME/shopping-list/",
      description: "This device's identity in the shared list (by default "
        + "~/.local/state/shopping-list/)."
    ),
  ]
}
