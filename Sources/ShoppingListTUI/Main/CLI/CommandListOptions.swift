import ArgumentParser
import Foundation
import SharedList
import ShoppingListStorage

/// The options of a subcommand that works on a list: which list (`--file`, `--list`) and the
/// configuration file (`--config`), whose `[list] folder` names the list when neither option
/// nor `SHOPPING_LIST_DIR` does, as it does for the app. Without it, a folder set up for
/// syncing in the configuration would get the app's changes but never a command's.
struct CommandListOptions: ParsableArguments {
  @OptionGroup var listFileOptions: ListFileOptions
  @OptionGroup var configOptions: ConfigOptions

  /// Refuses `--file` for `command`, which needs a shared folder: a single list file has no
  /// devices.
  func requireSharedFolder(for command: String) throws {
    guard listFileOptions.file == nil else {
      throw ValidationError(
        "\(command) needs a shared list folder; --file names a single list file, which only "
          + "this device writes. Use --list DIR, or neither option for the default folder."
      )
    }
  }

  /// The list these options choose, resolved against the process's environment; the
  /// configuration file is read only when it decides (a broken one then ends the command with
  /// status 78, as it ends the app).
  func target() throws -> ListTarget {
    let environment = ProcessInfo.processInfo.environment
    let isNamed =
      [
        listFileOptions.file, listFileOptions.list,
        environment[SharedListLocation.environmentVariable],
      ]
      .contains { $0?.isEmpty == false }
    let configuration = isNamed ? nil : try configOptions.load(environment: environment)
    return try listFileOptions.target(
      environment: environment, configuredFolder: configuration?.listFolder,
      configuredDeviceName: configuration?.deviceName,
      workingDirectory: FileManager.default.currentDirectoryPath,
      userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
    )
  }
}
