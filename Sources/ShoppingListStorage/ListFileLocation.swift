import Foundation

/// Where the list lives when no `--file` is given, following the XDG base directory
/// specification: `$XDG_DATA_HOME/shopping-list/list.json`, by default
/// `~/.local/share/shopping-list/list.json`.
package enum ListFileLocation {
  /// The absolute path of the list file.
  ///
  /// A relative `fileOption` is taken relative to `workingDirectory`. `XDG_DATA_HOME` is ignored
  /// when empty or relative (the specification calls such values invalid), and so is an empty or
  /// relative `HOME`, in favour of `userHomeDirectory` (the password database's entry).
  ///
  /// ```swift
  /// try ListFileLocation.resolve(
  ///   fileOption: nil, environment: ["HOME": "/home/ada"], workingDirectory: "/tmp",
  ///   userHomeDirectory: nil
  /// )  // "/home/ada/.local/share/shopping-list/list.json"
  /// ```
  package static func resolve(
    fileOption: String?,
    environment: [String: String],
    workingDirectory: String,
    userHomeDirectory: String?
  ) throws(ListStorageError) -> String {
    if let fileOption, !fileOption.isEmpty {
      return fileOption.hasPrefix("/") ? fileOption : join(workingDirectory, fileOption)
    }
    if let dataHome = absolute(environment["XDG_DATA_HOME"]) {
      return join(dataHome, "shopping-list/list.json")
    }
    guard let home = absolute(environment["HOME"]) ?? absolute(userHomeDirectory) else {
      throw .noDefaultLocation
    }
    return join(home, ".local/share/shopping-list/list.json")
  }

  /// The current user's home directory from the password database, for when `HOME` is unset.
  package static func passwordDatabaseHomeDirectory() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    return String(cString: directory)
  }

  private static func absolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/") else { return nil }
    return path
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
