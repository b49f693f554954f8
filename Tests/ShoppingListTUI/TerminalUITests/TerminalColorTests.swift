import Testing

@testable import TerminalUI

@Suite struct TerminalColorTests {
  @Test(arguments: [
    ("default", TerminalColor.default), ("black", .indexed(0)), ("cyan", .indexed(6)),
    ("white", .indexed(7)), ("bright-black", .indexed(8)), ("Bright-Red", .indexed(9)),
    ("bright-white", .indexed(15)), ("#ff8800", .rgb(red: 255, green: 136, blue: 0)),
    ("#00A0fF", .rgb(red: 0, green: 160, blue: 255)),
  ])
  func namesAColor(name: String, color: TerminalColor) throws {
    #expect(try TerminalColor(name: name) == color)
  }

  @Test(arguments: ["blu", "", "#fff", "#ff88001", "#gg0000", "bright-", "ff8800", "12"])
  func refusesWhatIsNoColor(name: String) {
    #expect(throws: TerminalColor.NameError(name: name)) { try TerminalColor(name: name) }
  }

  @Test func indexesGoFrom0To255() {
    #expect(TerminalColor(index: 0) == .indexed(0))
    #expect(TerminalColor(index: 255) == .indexed(255))
    #expect(TerminalColor(index: 256) == nil)
    #expect(TerminalColor(index: -1) == nil)
  }

  @Test func printsAsAConfigurationWritesIt() {
    #expect(TerminalColor.default.description == "default")
    #expect(TerminalColor.indexed(3).description == "yellow")
    #expect(TerminalColor.indexed(13).description == "bright-magenta")
    #expect(TerminalColor.indexed(208).description == "208")
    #expect(TerminalColor.rgb(red: 10, green: 0, blue: 255).description == "#0a00ff")
  }

  @Test func theStandardSchemeIsTheAppsOwnColors() {
    let standard = ColorScheme.standard
    #expect(
      Style.Color.allCases.map { standard[$0] }
        == [.indexed(6), .indexed(2), .indexed(3), .indexed(1), .indexed(8)]
    )
    var scheme = standard
    scheme[.accent] = .rgb(red: 1, green: 2, blue: 3)
    #expect(scheme[.accent] == .rgb(red: 1, green: 2, blue: 3))
    #expect(scheme != standard)
  }
}
