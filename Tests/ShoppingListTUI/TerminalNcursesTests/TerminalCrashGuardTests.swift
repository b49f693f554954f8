import Foundation
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// What the crash guard writes when the app dies: the palette goes back too, but only once the
/// app redefined palette slots.
@MainActor
struct TerminalCrashGuardTests {
  @Test func aCrashPutsThePaletteBackOnlyAfterSlotsWereRedefined() throws {
    try OffscreenTerminal.run(size: Size(width: 10, height: 3)) { _ in
      let null = open("/dev/null", O_RDWR | O_CLOEXEC)
      defer { close(null) }
      TerminalCrashGuard.arm(shellModes: termios(), input: null, output: null, mouse: false)
      defer { TerminalCrashGuard.disarm() }
      let plain = String(decoding: TerminalCrashGuard.restoreSequence, as: UTF8.self)
      #expect(plain.hasPrefix("\u{1B}[?1049l"))
      #expect(!plain.contains("\u{1B}]104"))

      TerminalCrashGuard.restoresPalette()

      let restored = String(decoding: TerminalCrashGuard.restoreSequence, as: UTF8.self)
      #expect(restored == plain + "\u{1B}]104\u{07}")
    }
    #expect(TerminalCrashGuard.restoreSequence.isEmpty)
  }
}
