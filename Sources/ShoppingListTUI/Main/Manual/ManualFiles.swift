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
      path: "$XDG_DATA_HOME/shopping-list/list/",
      description: "The shared list (by default ~/.local/share/shopping-list/list/): one "
        + "device-<id>.jsonl per device, each written only by its device and merged when read, "
        + "so a folder sync (Syncthing, Dropbox, git) keeps machines in step without conflicts. "
        + "--list or SHOPPING_LIST_DIR chooses another folder."
    ),
    Entry(
      path: "$XDG_STATE_HOME/shopping-list/device.json",
      description: "This device's id and name (by default "
        + "~/.local/state/shopping-list/device.json); outside the folder, so copying it never "
        + "clones a device."
    ),
    Entry(
      path: "$XDG_DATA_HOME/shopping-list/list.json",
      description: "The single list file of earlier versions: taken over into the default folder "
        + "on the first run and kept as list.json.v1-backup. --file PATH opens such a file as "
        + "a list of its own (one writer, not shared)."
    ),
    Entry(
      path: "$XDG_CONFIG_HOME/shopping-list/config.toml",
      description: "The configuration: keys, colors and defaults (by default "
        + "~/.config/shopping-list/config.toml). The app reads it and never writes it."
    ),
  ]
}
