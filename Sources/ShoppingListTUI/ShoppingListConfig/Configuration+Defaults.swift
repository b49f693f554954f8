import NumberFactsLive
import ShoppingListFeatures
import ShoppingListViews

extension Configuration {
  /// The app's own choice of whether it takes the mouse.
  static let defaultMouse = true
  /// The app's own choice of where facts come from.
  package static let defaultFactsMode = FactsMode.auto

  /// This configuration with every setting the file left out given its default, and every
  /// command its keys: what `shopping-list config` prints. The list folder has no default of
  /// its own here (it is the default list location), so it stays as the file has it.
  package var completed: Configuration {
    var completed = self
    completed.mouse = mouse ?? Self.defaultMouse
    completed.factsMode = factsMode ?? Self.defaultFactsMode
    completed.factsURL = factsURL ?? NumberFactBaseURL.default
    let keyMap = keyMap
    for table in KeyMap.Table.allCases {
      completed.keys[table] = Dictionary(
        uniqueKeysWithValues: keyMap.commands(in: table).map { ($0.name, $0.keys) }
      )
    }
    return completed
  }
}
