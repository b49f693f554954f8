import Foundation
import TestSupport
import Testing

@testable import ShoppingListTUI

/// The full-screen app started without a terminal (a pipe, a file, a CI job) refuses to start
/// and points to the command line instead.
@Suite(.hangWatchdog(.seconds(60))) struct NonInteractiveLaunchTests {
  @Test func withoutATerminalTheAppExitsWithStatus2AndOneLine() async throws {
    try await TemporaryDirectory.with { home in
      let result = try await ShoppingListExecutable(home: home).run(arguments: [], input: "q")
      #expect(result.status == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError == FullScreenApp.notATerminalMessage + "\n")
      #expect(result.standardError.contains("`shopping-list add <item>`"))
      #expect(result.standardError.contains("`shopping-list list`"))
    }
  }
}
