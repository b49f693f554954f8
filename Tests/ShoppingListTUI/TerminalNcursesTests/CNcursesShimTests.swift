import CNcurses
import TestSupport
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// The shim's accessors return the header's values, which Swift cannot import directly.
@Suite struct CNcursesShimTests {
  @Test func attributesAreDistinctBits() {
    let attributes = [cn_a_bold(), cn_a_dim(), cn_a_reverse(), cn_a_underline()]
    #expect(cn_a_normal() == 0)
    #expect(attributes.allSatisfy { $0 != 0 && $0 & ($0 - 1) == 0 })
    #expect(Set(attributes).count == attributes.count)
  }

  @Test func colorPairsDoNotOverlapAttributes() {
    let attributes = cn_a_bold() | cn_a_dim() | cn_a_reverse() | cn_a_underline()
    #expect(cn_color_pair(0) == 0)
    for pair in Int16(1)...5 {
      #expect(cn_color_pair(pair) != 0)
      #expect(cn_color_pair(pair) & attributes == 0)
    }
  }

  @Test func functionKeysFollowF0() {
    let keys = (1...12).map { cn_key_f(Int32($0)) }
    #expect(keys == (1...12).map { KEY_F0 + Int32($0) })
    #expect(Set(keys).isDisjoint(with: [KEY_UP, KEY_DOWN, KEY_BTAB, KEY_DC, KEY_RESIZE]))
  }

  @Test func escapeDelayIsReadableBeforeCursesStarts() {
    #expect(cn_escdelay() > 0)
  }
}
