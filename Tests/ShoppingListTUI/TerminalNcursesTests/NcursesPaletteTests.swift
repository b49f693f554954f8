import CNcurses
import TestSupport
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

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

/// How a configured color is shown on terminals of 8, 16 and 256 colors, with and without
/// `can_change_color`.
@Suite struct NcursesPaletteColorTests {
  static func scheme(_ accent: TerminalColor) -> ColorScheme {
    var colors = ColorScheme.standard
    colors[.accent] = accent
    return colors
  }

  @Test func theStandardColorsAreTheCursesOnes() {
    let palette = NcursesPalette(usesColor: true, colorCount: 256)
    #expect(Style.Color.allCases.map(palette.foreground) == [6, 2, 3, 1, 8])
    #expect(palette.redefinitions.isEmpty)
  }

  @Test(arguments: [
    (TerminalColor.default, 256, Int16(-1)), (.indexed(13), 256, 13), (.indexed(208), 256, 208),
    (.indexed(13), 16, 13), (.indexed(13), 8, 5), (.indexed(208), 16, 3), (.indexed(208), 8, 3),
    (.indexed(250), 8, 7), (.indexed(4), 8, 4),
  ])
  func indexesTheTerminalLacksAreTheNearestItHas(
    color: TerminalColor, colorCount: Int, foreground: Int16
  ) {
    let palette = NcursesPalette(
      usesColor: true, colorCount: colorCount, colors: Self.scheme(color)
    )
    #expect(palette.foreground(for: .accent) == foreground)
    #expect(palette.attributes(for: Style(color: .accent)).attributes == cn_a_normal())
  }

  @Test func brightBlackOnEightColorsIsTheDefaultDimmed() {
    let palette = NcursesPalette(
      usesColor: true, colorCount: 8, colors: Self.scheme(.indexed(8))
    )
    #expect(palette.foreground(for: .accent) == -1)
    #expect(palette.attributes(for: Style(color: .accent)).attributes == cn_a_dim())
  }

  @Test func exactColorsRedefineAFreeSlotWhenTheTerminalCan() {
    var colors = Self.scheme(.rgb(red: 255, green: 136, blue: 0))
    colors[.danger] = .indexed(255)
    colors[.success] = .rgb(red: 0, green: 0, blue: 0)
    let palette = NcursesPalette(
      usesColor: true, colorCount: 256, canChangeColor: true, colors: colors
    )
    #expect(palette.foreground(for: .accent) == 254)
    #expect(palette.foreground(for: .success) == 253)
    #expect(palette.foreground(for: .danger) == 255)
    #expect(
      palette.redefinitions == [
        NcursesPalette.Redefinition(slot: 254, red: 1000, green: 533, blue: 0),
        NcursesPalette.Redefinition(slot: 253, red: 0, green: 0, blue: 0),
      ]
    )
  }

  @Test(arguments: [(256, Int16(214)), (16, 3), (8, 3)])
  func exactColorsAreOtherwiseTheNearestIndex(colorCount: Int, foreground: Int16) {
    // NB: #ffa000 is nearest 214 (#ffaf00) among 16–255, and yellow (#cdcd00) among 16 or 8.
    let color = TerminalColor.rgb(red: 0xff, green: 0xa0, blue: 0x00)
    for canChangeColor in [false, colorCount < 256] {
      let palette = NcursesPalette(
        usesColor: true, colorCount: colorCount, canChangeColor: canChangeColor,
        colors: Self.scheme(color)
      )
      #expect(palette.foreground(for: .accent) == foreground)
      #expect(palette.redefinitions.isEmpty)
    }
  }
}
