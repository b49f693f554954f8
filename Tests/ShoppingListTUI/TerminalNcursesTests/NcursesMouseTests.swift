import CNcurses
import Foundation
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// Mouse reports as terminals send them, through the real backend on an offscreen terminal.
@MainActor
@Suite(.serialized) struct NcursesMouseTests {
  @Test func sgrClicksAndWheelTurnsAreDecodedAtZeroBasedCells() throws {
    try OffscreenTerminal.run(size: Size(width: 300, height: 24), mouse: true) { terminal in
      terminal.send("\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<64;3;4M\u{1B}[<65;3;4M")
      terminal.send("\u{1B}[<4;1;1M\u{1B}[<2;250;24M")
      #expect(
        terminal.backend.readPendingKeys() == [
          .mouse(MouseEvent(.press(.left), at: Point(x: 11, y: 4))),
          .mouse(MouseEvent(.release(.left), at: Point(x: 11, y: 4))),
          .mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 3))),
          .mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 3))),
          .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0), modifiers: .shift)),
          .mouse(MouseEvent(.press(.right), at: Point(x: 249, y: 23))),
        ]
      )
    }
  }

  @Test func keysAroundAClickStayKeys() throws {
    try OffscreenTerminal.run(size: Size(width: 80, height: 24), mouse: true) { terminal in
      terminal.send("a\u{1B}[<0;1;2Mb")
      #expect(
        terminal.backend.readPendingKeys() == [
          .character("a"), .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1))),
          .character("b"),
        ]
      )
    }
  }

  /// tmux's own terminal types have no `XM`: curses asks for the original X10 reports there.
  @Test func x10ClicksAreDecodedOnATerminalWithoutSGRReports() throws {
    try OffscreenTerminal.run(
      size: Size(width: 80, height: 24), terminalType: "tmux-256color", mouse: true
    ) { terminal in
      #expect(terminal.readOutput().contains("\u{1B}[?1000h"))
      // Button, column and row, each plus 32, the cells counted from one.
      terminal.send("\u{1B}[M\u{20}\u{2C}\u{25}\u{1B}[M\u{60}\u{23}\u{24}")
      #expect(
        terminal.backend.readPendingKeys() == [
          .mouse(MouseEvent(.press(.left), at: Point(x: 11, y: 4))),
          .mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 3))),
        ]
      )
    }
  }

  @Test func reportingIsTurnedOnAtStartAndOffAtStop() throws {
    try OffscreenTerminal.run(size: Size(width: 80, height: 24), mouse: true) { terminal in
      #expect(terminal.readOutput().contains("\u{1B}[?1006;1000h"))
      terminal.backend.stop()
      #expect(terminal.readOutput().contains("\u{1B}[?1006;1000l"))
    }
  }

  @Test func withoutTheMouseNothingIsReportedOrDecoded() throws {
    try OffscreenTerminal.run(size: Size(width: 80, height: 24), mouse: false) { terminal in
      let output = terminal.readOutput()
      #expect(!output.contains("\u{1B}[?1000h"))
      #expect(!output.contains("\u{1B}[?1006;1000h"))
      terminal.send("\u{1B}[<0;12;5M")
      let keys = terminal.backend.readPendingKeys()
      #expect(!keys.contains { if case .mouse = $0 { true } else { false } })
    }
  }

  @Test func decodesWhatGetmouseStores() {
    func event(_ bstate: mmask_t, x: Int32 = 4, y: Int32 = 2) -> MEVENT {
      MEVENT(id: 0, x: x, y: y, z: 0, bstate: bstate)
    }
    #expect(
      NcursesMouseDecoder.decode(event(cn_button3_released() | cn_button_ctrl() | cn_button_alt()))
        == MouseEvent(.release(.right), at: Point(x: 4, y: 2), modifiers: [.ctrl, .alt])
    )
    #expect(
      NcursesMouseDecoder.decode(event(cn_button2_pressed()))
        == MouseEvent(.press(.middle), at: Point(x: 4, y: 2))
    )
    #expect(NcursesMouseDecoder.decode(event(0)) == nil)
    #expect(NcursesMouseDecoder.decode(event(cn_button1_pressed(), x: -1)) == nil)
  }
}
