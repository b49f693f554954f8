import Testing

@testable import ShoppingListConfig

/// The line of each table and setting, found in the text since the parsed document has none.
@Suite struct TOMLLineIndexTests {
  static let text = """
    # a comment with key = "value"
    mouse = true   # trailing [comment]

    [facts]
    mode = "auto"
    "url" = 'http://x'

      [ keys . list ]
    cursor-down = [
      "j", # a comment
      "down",
    ]
    'cursor-up' = ["k"]
    notes = \"\"\"
    fake = "not a setting"
    [not.a.table]
    \"\"\"
    keys.global.quit = "q"
    [[servers]]
    name = "a"
    """

  @Test func findsTablesAndSettings() {
    let index = TOMLLineIndex(Self.text)
    #expect(index.line(of: ["mouse"]) == 2)
    #expect(index.line(of: ["facts"]) == 4)
    #expect(index.line(of: ["facts", "mode"]) == 5)
    #expect(index.line(of: ["facts", "url"]) == 6)
    #expect(index.line(of: ["keys", "list"]) == 8)
    #expect(index.line(of: ["keys", "list", "cursor-down"]) == 9)
    #expect(index.line(of: ["keys", "list", "cursor-up"]) == 13)
    #expect(index.line(of: ["keys", "list", "notes"]) == 14)
    #expect(index.line(of: ["keys", "list", "keys", "global", "quit"]) == 18)
    #expect(index.line(of: ["servers", "name"]) == 20)
  }

  @Test func linesInsideStringsAndArraysAreNoSettings() {
    let index = TOMLLineIndex(Self.text)
    #expect(index.line(of: ["key"]) == nil)
    #expect(index.line(of: ["keys", "list", "fake"]) == 8)
    #expect(index.line(of: ["not"]) == nil)
  }

  @Test func anUnseenPathIsAtItsNearestEnclosingLine() {
    let index = TOMLLineIndex("colors = { accent = \"x\" }\n[keys.help]\n")
    #expect(index.line(of: ["colors", "accent"]) == 1)
    #expect(index.line(of: ["keys", "help", "close"]) == 2)
    #expect(index.line(of: ["keys", "dialog"]) == 2)
    #expect(index.line(of: ["mouse"]) == nil)
  }

  @Test func findsAValueOnTheLinesOfItsSetting() {
    let index = TOMLLineIndex(Self.text)
    let cursorDown = ["keys", "list", "cursor-down"]
    #expect(index.line(of: cursorDown, containing: "\"down\"") == 11)
    #expect(index.line(of: cursorDown, containing: "\"k\"") == 9)
    #expect(index.line(of: ["nowhere"], containing: "\"k\"") == nil)
  }
}
