import ShoppingListStorage

/// Reads the configuration file; the app never writes it.
package enum ConfigurationFile {
  /// The configuration in the file at `path`; a missing file that `isRequired` is false for is
  /// the default configuration.
  ///
  /// ```swift
  /// let configuration = try ConfigurationFile.load(
  ///   path: "/home/ada/.config/shopping-list/config.toml", isRequired: false,
  ///   homeDirectory: "/home/ada"
  /// )
  /// ```
  package static func load(
    path: String, isRequired: Bool, homeDirectory: String?
  ) throws(ConfigurationError) -> Configuration {
    let contents: [UInt8]?
    do throws(SystemCallError) {
      contents = try FileSystem.contentsIfPresent(of: path)
    } catch {
      throw ConfigurationError(path: path, line: nil, message: "cannot read it: \(error.reason)")
    }
    guard let bytes = contents else {
      guard !isRequired else {
        throw ConfigurationError(path: path, line: nil, message: "there is no such file")
      }
      return Configuration()
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ConfigurationError(path: path, line: nil, message: "it is not UTF-8 text")
    }
    return try ConfigurationParser.parse(text, path: path, homeDirectory: homeDirectory)
  }
}
