import Foundation
import TerminalUI

/// Why the ncurses backend could not take over the terminal.
package enum NcursesError: Error, Hashable, CustomStringConvertible {
  /// `newterm` found no terminfo entry for `$TERM`.
  case unknownTerminal(String?)
  /// The terminal type has no way to move the cursor (`TERM=dumb`), so no screen can be drawn.
  case cannotMoveCursor(String)
  /// The input or output descriptor could not be opened as a stream (the `errno` value).
  case unusableDescriptor(Int32)

  package var description: String {
    switch self {
    case .unknownTerminal(let name?):
      "cannot drive terminal type \"\(name)\": no terminfo entry for it; "
        + "set TERM to your terminal's type (e.g. TERM=xterm-256color)"
    case .unknownTerminal(nil):
      "TERM is not set; set it to your terminal's type (e.g. TERM=xterm-256color)"
    case .cannotMoveCursor(let name):
      "cannot drive terminal type \"\(name)\": it cannot move the cursor, so no full screen "
        + "can be drawn on it; set TERM to your terminal's type (e.g. TERM=xterm-256color)"
    case .unusableDescriptor(let code):
      "cannot open the terminal's input or output: \(String(cString: strerror(code)))"
    }
  }
}
