import Testing

@testable import ShoppingListConfig

@Suite struct TOMLUnclosedStringTests {
  @Test(arguments: [
    (#"accent = "bright-magenta"#, 10, "\""),
    (#"folder = '~/Sync"#, 10, "'"),
    (#"a = "closed" b = "open"#, 18, "\""),
    (#"a = "an \" escaped quote"#, 5, "\""),
  ] as [(String, Int, Character)])
  func findsTheQuoteThatIsNeverClosed(line: String, column: Int, quote: Character) {
    let found = TOMLUnclosedString.opening(in: line)
    #expect(found?.column == column)
    #expect(found?.quote == quote)
  }

  @Test(arguments: [
    #"accent = "cyan""#,
    #"accent = "cyan" # a "quote in a comment"#,
    #"folder = 'C:\path\'"#,
    #"name = "a \"quoted\" word""#,
    #"text = """starts a multi-line string"#,
    #"# "only a comment"#,
    "",
  ])
  func findsNothingWhenEveryStringIsClosed(line: String) {
    #expect(TOMLUnclosedString.opening(in: line) == nil)
  }
}
