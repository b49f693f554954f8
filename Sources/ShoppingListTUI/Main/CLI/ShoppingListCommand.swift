import ArgumentParser
import Foundation
import NumberFactsLive
import ShoppingListConfig
import ShoppingListFeatures
import ShoppingListStorage

/// The `shopping-list` command: the full-screen app when run without a subcommand, and small
/// scriptable subcommands for adding, printing and importing items.
struct ShoppingListCommand: ParsableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "shopping-list",
    abstract: "A fast, keyboard-driven shopping list for the terminal.",
    discussion: """
      Without a subcommand, opens the list full-screen. The list is a shared folder, \
      $XDG_DATA_HOME/shopping-list/list (by default ~/.local/share/shopping-list/list) unless \
      --list or $SHOPPING_LIST_DIR names another; --file PATH uses a single list file instead.
      """,
    version: version,
    subcommands: [
      AddCommand.self, ListCommand.self, ImportCommand.self, CheckCommand.self,
      UncheckCommand.self, RemoveCommand.self, MoveCommand.self, ListsCommand.self,
      DevicesCommand.self, ConfigCommand.self, KeysCommand.self, HistoryCommand.self,
      ShopCommand.self, StoresCommand.self, TripsCommand.self,
    ]
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @OptionGroup var configOptions: ConfigOptions

  @Option(help: "Where number facts come from: auto, live or offline (default: auto).")
  var facts: FactsMode?

  @Option(
    name: .customLong("facts-url"),
    help: ArgumentHelp(
      "The base URL of the number-facts service (or set "
        + "\(NumberFactBaseURL.environmentVariable)).",
      valueName: "url"
    )
  )
  var factsURL: String?

  @Option(
    name: .customLong("debug-log"),
    help: ArgumentHelp(
      "Write every action and the state change it caused to this file.", valueName: "file"
    )
  )
  var debugLog: String?

  @Flag(
    name: .customLong("no-mouse"),
    help: ArgumentHelp(
      "Leave the mouse to the terminal: no clicks or wheel in the app (or set "
        + "\(MouseSetting.environmentVariable)=1)."
    )
  )
  var noMouse = false

  // NB: for `make install` only, as `--generate-completion-script` is for completions.
  @Flag(name: .customLong("generate-manual-sections"), help: .private)
  var generateManualSections = false

  func validate() throws {
    _ = try factsBaseURL(environment: [:])
  }

  /// The options for the full-screen app: each setting from its flag, else the environment,
  /// else `configuration` (the config file), else its default.
  func launchOptions(
    environment: [String: String], configuration: Configuration = Configuration()
  ) throws -> LaunchOptions {
    LaunchOptions(
      list: try listFileOptions.target(
        environment: environment, configuredFolder: configuration.listFolder,
        configuredDeviceName: configuration.deviceName,
        workingDirectory: FileManager.default.currentDirectoryPath,
        userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
      ),
      facts: facts ?? configuration.factsMode ?? Configuration.defaultFactsMode,
      factsURL: try factsBaseURL(environment: environment, configured: configuration.factsURL),
      debugLogPath: debugLog,
      mouse: MouseSetting.isOn(
        noMouseFlag: noMouse, environment: environment, configured: configuration.mouse
      ),
      configuration: configuration
    )
  }

  /// `--facts-url`, else the environment's URL, else the configured one, else the default, as
  /// the facts client checks it.
  private func factsBaseURL(
    environment: [String: String], configured: URL? = nil
  ) throws(ValidationError) -> URL {
    do {
      return try NumberFactBaseURL.resolve(
        flag: factsURL, environment: environment, configured: configured
      )
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    if generateManualSections {
      // NB: the default keys: the page is everyone's, not the keys of whoever installs it.
      StandardStream.output.write(ManualPageSections.mdoc(for: .standard))
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let configuration = try configOptions.load(environment: environment)
    let options = try launchOptions(environment: environment, configuration: configuration)
    if let debugLog = options.debugLogPath { try DebugLogFile.checkWritable(debugLog) }
    try FullScreenApp.run(options)
  }
}

/// `--facts auto|live|offline` names a ``FactsMode`` case.
extension FactsMode: ExpressibleByArgument {}
