import ArgumentParser
import Foundation
import ShoppingListConfig
import ShoppingListStorage

/// The `--config` option of the app and of `config`, and the configuration it chooses.
struct ConfigOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The configuration file to read instead of "
        + "$XDG_CONFIG_HOME/shopping-list/config.toml; it must exist.",
      valueName: "path"
    )
  )
  var config: String?

  /// The configuration file these options choose and whether it must exist, resolved against
  /// `environment`; `nil` when no `--config` is given and there is no home directory.
  func location(environment: [String: String]) -> (path: String, isRequired: Bool)? {
    ConfigurationLocation.resolve(
      option: config,
      environment: environment,
      workingDirectory: FileManager.default.currentDirectoryPath,
      userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
    )
  }

  /// The configuration in the chosen file, the defaults when the default file is missing.
  ///
  /// A broken file prints `shopping-list: FILE:LINE: what is wrong` on standard error and ends
  /// the command with status 78 (`EX_CONFIG`): nothing of it is applied.
  func load(environment: [String: String]) throws -> Configuration {
    guard let location = location(environment: environment) else { return Configuration() }
    do {
      return try ConfigurationFile.load(
        path: location.path, isRequired: location.isRequired,
        homeDirectory: ConfigurationLocation.homeDirectory(
          environment: environment,
          userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
        )
      )
    } catch {
      StandardStream.error.write("shopping-list: \(error)\n")
      throw ExitCode(ConfigurationError.exitStatus)
    }
  }
}
