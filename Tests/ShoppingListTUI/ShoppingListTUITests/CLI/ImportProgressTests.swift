import Foundation
import Testing

@testable import ShoppingListTUI

/// `import`'s progress line: rewritten in place, counting lines at most ten times a second,
/// ending in what was imported; nothing at all without a terminal.
struct ImportProgressTests {
  final class Screen {
    var lines: [String] = []
    var time = ContinuousClock.now
  }

  @Test func stepsRewriteOneLineAndLineCountsAreThrottled() {
    let screen = Screen()
    let start = screen.time
    var progress = ImportProgress(replaceLine: { screen.lines.append($0) }, now: { screen.time })
    progress.show(.reading(source: "groceries.md"))
    // NB: within 0.1 s of the step before: not shown.
    progress.show(.parsing(done: 0, of: 100_000))
    screen.time = start + .milliseconds(50)
    progress.show(.parsing(done: 4_096, of: 100_000))
    screen.time = start + .milliseconds(150)
    progress.show(.parsing(done: 8_192, of: 100_000))
    progress.show(.saving(items: 99_871))
    progress.finish(imported: 99_871)
    #expect(
      screen.lines == [
        "reading groceries.md…", "8,192 of 100,000 lines", "saving 99,871 items…",
        "imported 99,871 items\n",
      ]
    )
  }

  @Test func oneItemIsNamedSingly() {
    let screen = Screen()
    var progress = ImportProgress(replaceLine: { screen.lines.append($0) })
    progress.finish(imported: 1)
    #expect(screen.lines == ["imported 1 item\n"])
  }

  @Test func clearingLeavesAnEmptyLineForAnError() {
    let screen = Screen()
    var progress = ImportProgress(replaceLine: { screen.lines.append($0) })
    progress.show(.saving(items: 3))
    progress.clear()
    #expect(screen.lines == ["saving 3 items…", ""])
  }
}
