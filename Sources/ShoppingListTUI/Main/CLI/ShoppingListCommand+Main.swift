import ArgumentParser
import Foundation

extension ShoppingListCommand {
  /// Runs the command the process's arguments name, as ArgumentParser's `main()` does, but
  /// prints what ends it (an error, the help, the version, a completion script) through
  /// ``StandardStream``: an error can quote item names and file names from the shared folder
  /// (the candidates of ``UnresolvedItemNames``, a device file that cannot be read).
  static func runPrintingThroughStandardStream() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(printing: error)
    }
  }

  /// Prints what `error` says where ArgumentParser would (the help and the version on standard
  /// output, the rest on standard error) and exits with its status.
  private static func exit(printing error: any Error) -> Never {
    let status = exitCode(for: error)
    let message = fullMessage(for: error)
    if !message.isEmpty {
      (status.isSuccess ? StandardStream.output : .error).write(message + "\n")
    }
    Foundation.exit(status.rawValue)
  }
}
