import ArgumentParser

/// `--in LIST`: which of the folder's lists an item command works on, the main list when not
/// given. `add`, `import` and `move --to` create a list they name that the folder lacks.
struct ListOption: ParsableArguments {
  @Option(
    name: .customLong("in"),
    help: ArgumentHelp(
      "The list to work on, by name (case and accents aside); the main list by default.",
      valueName: "list"
    )
  )
  var name: String?
}
