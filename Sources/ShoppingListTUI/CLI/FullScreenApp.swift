import ArgumentParser
import Foundation

/// The hook through which `shopping-list` without a subcommand starts the full-screen app.
///
/// TEMPORARY: the app's wiring (root feature, live dependencies, terminal runtime) replaces the
/// body of ``run(_:)``; until then it says so and exits with status 2.
enum FullScreenApp {
  /// Runs the full-screen app with the resolved command-line options until the person quits.
  static func run(_ options: LaunchOptions) throws {
    FileHandle.standardError.write(Data("full-screen app not wired yet\n".utf8))
    throw ExitCode(2)
  }
}
