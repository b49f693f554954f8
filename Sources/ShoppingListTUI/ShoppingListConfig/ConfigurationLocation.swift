/// Where the configuration file is: `--config PATH`, else
/// `$XDG_CONFIG_HOME/shopping-list/config.toml`, by default
/// `~/.config/shopping-list/config.toml`.
package enum ConfigurationLocation {
  /// The configuration file to read and whether it must exist: a `--config` file must, the
  /// default one need not (then every setting is its default). `nil` when there is no `--config`
  /// and no home directory to find the default file in.
  ///
  /// A relative `option` is taken from `workingDirectory`. `XDG_CONFIG_HOME` is ignored when
  /// empty or relative, as the XDG base directory specification says, and so is an empty or
  /// relative `HOME`, in favour of `userHomeDirectory` (the password database's entry).
  ///
  /// ```swift
  /// ConfigurationLocation.resolve(
  ///   option: nil, environment: ["HOME": "/home/ada"], workingDirectory: "/tmp",
  ///   userHomeDirectory: nil
  /// )  // ("/home/ada/.config/shopping-list/config.toml", isRequired: false)
  /// ```
  package static func resolve(
    option: String?,
    environment: [String: String],
    workingDirectory: String,
    userHomeDirectory: String?
  ) -> (path: String, isRequired: Bool)? {
    if let option, !option.isEmpty {
      return (option.hasPrefix("/") ? option : join(workingDirectory, option), true)
    }
    if let configHome = absolute(environment["XDG_CONFIG_HOME"]) {
      return (join(configHome, "shopping-list/config.toml"), false)
    }
    guard let home = homeDirectory(environment: environment, userHomeDirectory: userHomeDirectory)
    else { return nil }
    return (join(home, ".config/shopping-list/config.toml"), false)
  }

  /// `HOME` when it is an absolute path, else `userHomeDirectory` when it is one.
  package static func homeDirectory(
    environment: [String: String], userHomeDirectory: String?
  ) -> String? {
    absolute(environment["HOME"]) ?? absolute(userHomeDirectory)
  }

  private static func absolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/") else { return nil }
    return path
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
