import ShoppingListStorage

/// Where a process finds the shared list's folder and this device's identity.
///
/// The folder is, first to last: `--list DIR` (relative to the working directory), the
/// `SHOPPING_LIST_DIR` environment variable, the folder named in the configuration file, or
/// `$XDG_DATA_HOME/shopping-list/list` (by default `~/.local/share/shopping-list/list`). The
/// identity is `$XDG_STATE_HOME/shopping-list/device.json` (by default
/// `~/.local/state/shopping-list/device.json`), outside any shared folder, so copying a folder
/// never clones a device. XDG variables that are empty or relative are ignored, as in
/// ``ListFileLocation``.
///
/// Only the default folder takes over the single-file list of earlier versions,
/// `$XDG_DATA_HOME/shopping-list/list.json` (see ``LegacyListMigration``): a folder named
/// explicitly is left as it is, and that file stays where it is until the default folder is
/// used.
///
/// ```swift
/// let location = try SharedListLocation.resolve(
///   listOption: nil, environment: ["HOME": "/home/ada"], workingDirectory: "/tmp",
///   userHomeDirectory: nil
/// )
/// location.folder  // "/home/ada/.local/share/shopping-list/list"
/// location.identity  // "/home/ada/.local/state/shopping-list/device.json"
/// location.legacyList  // "/home/ada/.local/share/shopping-list/list.json"
/// ```
package struct SharedListLocation: Equatable, Sendable {
  /// The environment variable that names the folder when `--list` is not given.
  package static let environmentVariable = "SHOPPING_LIST_DIR"

  /// The shared folder's absolute path.
  package var folder: String
  /// The absolute path of this device's identity file.
  package var identity: String
  /// The version-1 list file to take over into the folder, set only for the default folder.
  package var legacyList: String?
  /// The name the configuration gives this device, which its identity takes when the list is
  /// opened; `nil` keeps the name it has.
  package var deviceName: String?

  /// A location with these paths.
  package init(
    folder: String, identity: String, legacyList: String? = nil, deviceName: String? = nil
  ) {
    self.folder = folder
    self.identity = identity
    self.legacyList = legacyList
    self.deviceName = deviceName
  }

  /// Resolves the folder and the identity; see the type's documentation for the order.
  ///
  /// - Parameters:
  ///   - listOption: `--list`, if given.
  ///   - configuredFolder: the folder the configuration file names, if any; a relative one is
  ///     taken relative to `workingDirectory` too.
  ///   - environment: the process's environment.
  ///   - workingDirectory: the directory relative paths start from.
  ///   - userHomeDirectory: the password database's home, for when `HOME` is unset.
  package static func resolve(
    listOption: String?,
    configuredFolder: String? = nil,
    environment: [String: String],
    workingDirectory: String,
    userHomeDirectory: String?
  ) throws(SharedListLocationError) -> SharedListLocation {
    let dataDirectory = ListFileLocation.baseDirectory(
      "XDG_DATA_HOME", default: ".local/share", environment: environment,
      userHomeDirectory: userHomeDirectory
    ).map { ListFileLocation.join($0, "shopping-list") }
    let defaultFolder = dataDirectory.map { ListFileLocation.join($0, "list") }
    let named = [listOption, environment[environmentVariable], configuredFolder]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    let namedFolder = named.map {
      normalized(ListFileLocation.absolutePath($0, in: workingDirectory))
    }
    guard let folder = namedFolder ?? defaultFolder else { throw .noFolder }
    guard
      let stateDirectory = ListFileLocation.baseDirectory(
        "XDG_STATE_HOME", default: ".local/state", environment: environment,
        userHomeDirectory: userHomeDirectory
      )
    else { throw .noIdentity }
    return SharedListLocation(
      folder: folder,
      identity: ListFileLocation.join(stateDirectory, "shopping-list/device.json"),
      legacyList: folder == defaultFolder
        ? dataDirectory.map { ListFileLocation.join($0, "list.json") } : nil
    )
  }

  /// `path` without trailing slashes (the root excepted), so `list/` and `list` are one folder.
  private static func normalized(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return String(path)
  }
}
