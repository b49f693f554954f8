import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// The help is generated from the key tables that dispatch keys, so it lists exactly what the
/// keys do.
@MainActor
struct HelpViewTests {
  static func bindings(in lines: [HelpView.Line]) -> [String: String] {
    var bindings: [String: String] = [:]
    for case .binding(let keys, let summary) in lines { bindings[keys] = summary }
    return bindings
  }

  @Test func theListsHelpHasEveryKeyOfEveryModeAndTheGlobalKeys() {
    let help = Self.bindings(in: HelpView.lines(for: .list))
    let tables = [
      ShoppingListView.normalKeys, ShoppingListView.editingKeys, ShoppingListView.filteringKeys,
    ]
    for binding in tables.flatMap(\.bindings) {
      #expect(help[binding.keysDescription] != nil, "\(binding.keysDescription) is missing")
    }
    for binding in AppView.globalKeys.bindings {
      #expect(help[binding.keysDescription] == binding.summary)
    }
    #expect(help["ctrl+c"] == "quit, saving first")
    #expect(help["other keys"] == "type the text" || help["other keys"] == "type the filter")
  }

  @Test func theCountersHelpHasItsKeysAndNotTheLists() {
    let lines = HelpView.lines(for: .counter)
    let help = Self.bindings(in: lines)
    for binding in CounterView.keyTable.bindings {
      #expect(help[binding.keysDescription] == binding.summary)
    }
    #expect(help["tab"] == "next pane")
    #expect(!lines.contains(.heading("Editing a name")))
    #expect(lines.first == .heading("In the counter"))
  }

  @Test func sectionsAreSeparatedByOneBlankLineAndTheHelpEndsWithAKey() {
    let lines = HelpView.lines(for: .list)
    for (line, next) in zip(lines, lines.dropFirst()) where line == .blank {
      guard case .heading = next else {
        Issue.record("a blank line is followed by \(next)")
        continue
      }
    }
    #expect(lines.last != .blank)
  }

  @Test func theScrollIsClampedWhenDrawn() {
    var state = HelpView.ViewState(Help.State(pane: .list))
    state.scrollOffset = 1_000
    var canvas = Canvas(size: Size(width: 80, height: 24))
    HelpView.render(state, into: &canvas, in: canvas.bounds)
    let count = state.lines.count
    #expect(canvas.lines[21].contains("close the help"))
    #expect(canvas.lines[22].contains(" \(count - 19)–\(count) of \(count) "))
    #expect(canvas.lines[22].contains(" esc closes "))
  }

  @Test func keysAndHeadingsStandOut() throws {
    let state = HelpView.ViewState(Help.State(pane: .counter))
    var canvas = Canvas(size: Size(width: 80, height: 24))
    HelpView.render(state, into: &canvas, in: canvas.bounds)
    let headingRow = try #require(canvas.lines.firstIndex { $0.contains("In the counter") })
    let headingColumn = try #require(Array(canvas.lines[headingRow]).firstIndex(of: "I"))
    #expect(canvas[headingColumn, headingRow].style == Style(.bold))
    #expect(canvas[headingColumn, headingRow + 1].style == Style(.bold, color: .accent))
  }

  @Test func anEmptyScreenDrawsNothing() {
    let state = HelpView.ViewState(Help.State(pane: .list))
    var canvas = Canvas(size: Size(width: 0, height: 0))
    HelpView.render(state, into: &canvas, in: canvas.bounds)
    #expect(canvas.lines.isEmpty)
  }

  @Test func theExtentIsEveryLineAndTheLinesTheBoxShows() {
    let screen = Rect(size: Size(width: 80, height: 24))
    #expect(
      HelpView.extent(of: Help.State(pane: .list), in: screen)
        == TextExtent(lineCount: 111, visibleLineCount: 20)
    )
    #expect(
      HelpView.extent(of: Help.State(pane: .counter), in: screen)
        == TextExtent(lineCount: 30, visibleLineCount: 20)
    )
  }
}
