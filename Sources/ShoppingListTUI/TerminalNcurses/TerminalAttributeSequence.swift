import CNcurses

/// The bytes that switch the terminal to curses attributes and a color pair, as curses itself
/// would send them, for text written past curses.
///
/// Curses records the attributes as the terminal's current ones, so its next update starts from
/// them; the caller must send these bytes.
@MainActor
enum TerminalAttributeSequence {
  /// The sequence that switches from the attributes curses believes the terminal has to
  /// `attributes` and `pair`; empty when they are already on.
  static func bytes(attributes: attr_t, pair: Int16) -> [UInt8] {
    collectedAttributeBytes.removeAll(keepingCapacity: true)
    vid_puts(attributes, pair, nil) { byte in
      collectedAttributeBytes.append(UInt8(truncatingIfNeeded: byte))
      return byte
    }
    return collectedAttributeBytes
  }
}

/// What curses' output function was given. Curses calls it synchronously, on the main actor's
/// thread, and a C function pointer cannot capture a local or an actor's state.
nonisolated(unsafe) private var collectedAttributeBytes: [UInt8] = []
