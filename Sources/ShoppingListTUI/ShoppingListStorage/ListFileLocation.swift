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
      return absolutePath(fileOption, in: workingDirectory)
    }
    guard
      let dataHome = baseDirectory(
        "XDG_DATA_HOME", default: ".local/share", environment: environment,
        userHomeDirectory: userHomeDirectory
      )
    else { throw .noDefaultLocation }
    return join(dataHome, "shopping-list/list.json")
  }

  /// An XDG base directory: `variable` when it is set to an absolute path, else `fallback`
  /// under the home directory (an absolute `HOME`, else `userHomeDirectory`); `nil` when there
  /// is no home directory either.
  ///
  /// ```swift
  /// ListFileLocation.baseDirectory(
  ///   "XDG_STATE_HOME", default: ".local/state", environment: ["HOME": "/home/ada"],
  ///   userHomeDirectory: nil
  /// )  // "/home/ada/.local/state"
  /// ```
  package static func baseDirectory(
    _ variable: String, default fallback: String, environment: [String: String],
    userHomeDirectory: String?
  ) -> String? {
    if let directory = absolute(environment[variable]) { return directory }
    guard let home = absolute(environment["HOME"]) ?? absolute(userHomeDirectory) else {
      return nil
    }
    return join(home, fallback)
  }

  /// `path` made absolute against `workingDirectory` when it is relative.
  package static func absolutePath(_ path: String, in workingDirectory: String) -> String {
    path.hasPrefix("/") ? path : join(workingDirectory, path)
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

  /// `relative` inside `directory`, with one slash between them.
  package static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
