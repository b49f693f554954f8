import Foundation
import NumberFactsLive
import ShoppingListConfig
import ShoppingListFeatures
import ShoppingListStorage

/// Everything the command line decides about the full-screen app, resolved and validated, so the
/// app's wiring gets values rather than flags.
struct LaunchOptions: Equatable, Sendable {
  /// The list to open: the single file of `--file`, or the shared folder of `--list`,
  /// `SHOPPING_LIST_DIR` or the default location.
  var list: ListTarget
  /// Where number facts come from (`--facts`).
  var facts: FactsMode
  /// The base URL of the facts service (`--facts-url`, `SHOPPING_LIST_FACTS_URL`, or the
  /// default).
  var factsURL: URL
  /// Where to log every action and the state change it caused (`--debug-log`); `nil` logs nothing.
  var debugLogPath: String?
  /// Whether clicks and the wheel reach the app (off with `--no-mouse` or
  /// `SHOPPING_LIST_NO_MOUSE`), leaving the mouse to the terminal's own text selection.
  var mouse: Bool
  /// The configuration file's keys and colors; what it says about the settings above is
  /// already in them (a flag, then an environment variable, then the file, then the default).
  var configuration: Configuration
  /// The list folder the configuration file gives (`[list] folder`), absolute, if any. Its
  /// precedence is `--list`, then `SHOPPING_LIST_DIR`, then this, then the default folder.
  var configuredListFolder: String? { configuration.listFolder }
  /// The trip `shopping-list shop [STORE]` starts once the list is shown, if it was run.
  var shop: ShopRequest?

  /// A trip asked for on the command line: to the store named, or to the last store when none
  /// is.
  struct ShopRequest: Equatable, Sendable {
    /// The store's name, made into a store when there is none of that name.
    var store: String?
  }

  init(
    list: ListTarget, facts: FactsMode = .auto, factsURL: URL = NumberFactBaseURL.default,
    debugLogPath: String? = nil, mouse: Bool = true, configuration: Configuration = Configuration()
  ) {
    self.configuration = configuration
    self.mouse = mouse
    self.list = list
    self.facts = facts
    self.factsURL = factsURL
    self.debugLogPath = debugLogPath
  }
}
