import ArgumentParser
import Foundation
import ShoppingListConfig

/// `shopping-list config`: prints the configuration in effect, every default included and
/// commented, ready to save as `config.toml`; `--path` prints where that file is read from.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Print the configuration in effect, every default included, ready to copy.",
    discussion: """
      Reads $XDG_CONFIG_HOME/shopping-list/config.toml (by default \
      ~/.config/shopping-list/config.toml), or the --config file, and prints every setting \
      with its value and a comment. A broken file is reported with its line, and exit status \
      78. The app never writes the file.
      """
  )

  @OptionGroup var configOptions: ConfigOptions

  @Flag(name: .customLong("path"), help: "Print the configuration file's path instead.")
  var printsPath = false

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    if printsPath {
      guard let location = configOptions.location(environment: environment) else {
        throw ValidationError("There is no home directory to find the configuration file in.")
      }
      StandardStream.output.write(location.path + "\n")
      return
    }
    let configuration = try configOptions.load(environment: environment)
    StandardStream.output.write(ConfigurationPrinter.text(of: configuration))
  }
}
