import ArgumentParser
import Foundation
import SharedList
import ShoppingListStorage

/// The `--file` and `--list` options shared by the app and every subcommand: which list to use.
struct ListFileOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A single list file to use, not shared: one writer at a time, no live updates.",
      valueName: "path"
    )
  )
  var file: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The shared list folder to use instead of $\(SharedListLocation.environmentVariable) or "
        + "$XDG_DATA_HOME/shopping-list/list.",
      valueName: "dir"
    )
  )
  var list: String?

  func validate() throws {
    if file != nil, list != nil {
      throw ValidationError(
        "--file and --list cannot be used together: --file names a single list file, --list a "
          + "shared list folder."
      )
    }
  }

  /// The list these options choose: the single file `--file` names, else the shared folder
  /// `--list`, `SHOPPING_LIST_DIR`, `configuredFolder` or the default location names.
  func target(
    environment: [String: String], configuredFolder: String? = nil,
    configuredDeviceName: String? = nil, workingDirectory: String, userHomeDirectory: String?
  ) throws -> ListTarget {
    if let file, !file.isEmpty {
      return .singleFile(ListFile(path: ListFileLocation.absolutePath(file, in: workingDirectory)))
    }
    var location = try SharedListLocation.resolve(
      listOption: list, configuredFolder: configuredFolder, environment: environment,
      workingDirectory: workingDirectory, userHomeDirectory: userHomeDirectory
    )
    location.deviceName = configuredDeviceName
    return .sharedFolder(location)
  }
}
