import CNcurses
import TerminalUI
import TestSupport
import Testing

@testable import TerminalNcurses

@Suite struct NcursesPaletteTests {
  @Test(arguments: [
    ([:], true),
    (["NO_COLOR": ""], true),
    (["NO_COLOR": "1"], false),
    (["NO_COLOR": "yes", "TERM": "xterm-256color"], false),
  ] as [([String: String], Bool)])
  func noColorConvention(environment: [String: String], allowsColor: Bool) {
    #expect(NcursesPalette.allowsColor(environment: environment) == allowsColor)
  }

  @Test func attributesMapToCursesAttributes() {
    let palette = NcursesPalette.monochrome
    #expect(palette.attributes(for: .plain) == (cn_a_normal(), 0))
    #expect(palette.attributes(for: Style(.bold)) == (cn_a_bold(), 0))
    #expect(
      palette.attributes(for: Style([.reverse, .underline, .dim]))
        == (cn_a_reverse() | cn_a_underline() | cn_a_dim(), 0)
    )
  }

  @Test func monochromeKeepsEmphasisWithoutColor() {
    let palette = NcursesPalette.monochrome
    #expect(palette.attributes(for: Style(color: .accent)) == (cn_a_bold(), 0))
    #expect(palette.attributes(for: Style(color: .danger)) == (cn_a_bold(), 0))
    #expect(palette.attributes(for: Style(color: .warning)) == (cn_a_bold(), 0))
    #expect(palette.attributes(for: Style(color: .success)) == (cn_a_normal(), 0))
    #expect(palette.attributes(for: Style(.reverse, color: .muted)) == (cn_a_reverse(), 0))
  }

  @Test func colorsUseOnePairPerRole() {
    let palette = NcursesPalette(usesColor: true, colorCount: 256)
    let pairs = Style.Color.allCases.map { palette.attributes(for: Style(color: $0)).pair }
    #expect(Set(pairs).count == Style.Color.allCases.count)
    #expect(!pairs.contains(0))
    #expect(palette.attributes(for: Style(.bold, color: .accent)).attributes == cn_a_bold())
    #expect(palette.attributes(for: Style(color: .muted)).attributes == cn_a_normal())
  }

  @Test func mutedIsDimWithoutAGray() {
    let palette = NcursesPalette(usesColor: true, colorCount: 8)
    #expect(palette.attributes(for: Style(color: .muted)).attributes == cn_a_dim())
  }
}
