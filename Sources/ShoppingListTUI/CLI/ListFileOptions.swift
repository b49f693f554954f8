import ShoppingListStorage
import ArgumentParser
import Foundation

/// The `--file` option shared by the app and every subcommand.
struct ListFileOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The list file to use instead of $XDG_DATA_HOME/shopping-list/list.json.",
      valueName: "path"
    )
  )
  var file: String?

  /// The list file these options choose, resolved against the process's environment.
  func listFile() throws -> ListFile {
    let path = try ListFileLocation.resolve(
      fileOption: file,
      environment: ProcessInfo.processInfo.environment,
      workingDirectory: FileManager.default.currentDirectoryPath,
      userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
    )
    return ListFile(path: path)
  }
}
