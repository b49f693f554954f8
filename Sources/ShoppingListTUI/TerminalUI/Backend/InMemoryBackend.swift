/// A terminal that exists only in memory: tests type keys into it, resize it, and read back the
/// screens the runtime drew, as lines of text.
///
/// Like a real terminal, it keeps one screen and writes each ``FrameUpdate``'s changes onto it
/// (see ``Canvas/apply(_:)``), so what tests read is what the diffs made of the screen. Its
/// content is unknown (``Canvas/unknownSymbol`` in every cell) when it starts, after a resize
/// and after an invalidation, so a cell that a repaint misses shows.
///
/// ```swift
/// let backend = InMemoryBackend(size: Size(width: 12, height: 2))
/// let runtime = TerminalRuntime(
///   app: app, backend: backend, minimumSize: Size(width: 8, height: 1)
/// )
/// try runtime.start()
/// backend.type("++")
/// runtime.inputAvailable()
/// #expect(backend.frames.count == 2)  // the first frame, then one for the burst
/// #expect(backend.lines == ["Count: 2    ", "            "])
/// #expect(backend.updates[1].changes.count == 1)  // only the digit changed
/// ```
@MainActor
package final class InMemoryBackend: TerminalBackend {
  package private(set) var size: Size
  /// The screen after each update, oldest first.
  package private(set) var frames: [Canvas] = []
  /// Every update drawn, oldest first.
  package private(set) var updates: [FrameUpdate] = []
  /// Whether the backend is between ``start()`` and ``stop()``.
  package private(set) var isActive = false
  /// How many times ``stop()`` restored the terminal.
  package private(set) var stopCount = 0
  /// How many times the app was suspended with Ctrl-Z.
  package private(set) var suspendCount = 0
  /// How many times the screen was invalidated (after a suspension or `SIGCONT`).
  package private(set) var invalidationCount = 0
  private var screen: Canvas
  private var pendingKeys: [KeyEvent] = []

  /// A terminal of `size`.
  package init(size: Size) {
    self.size = size
    screen = Self.unknownScreen(size: size)
  }

  /// The text of the last frame, one string per row (empty before the first frame).
  package var lines: [String] { frames.last?.lines ?? [] }

  /// Queues keys as if typed; the runtime reads them on its next input event.
  package func type(_ keys: KeyEvent...) {
    pendingKeys += keys
  }

  /// Queues every character of `text` as typed, like a paste.
  package func type(_ text: String) {
    pendingKeys += text.map { KeyEvent.character($0) }
  }

  /// Changes the size and queues a resize event, as a real terminal does on `SIGWINCH`.
  package func resize(to size: Size) {
    self.size = size
    screen = Self.unknownScreen(size: size)
    pendingKeys.append(.resize)
  }

  package func start() throws {
    isActive = true
    screen = Self.unknownScreen(size: size)
  }

  package func stop() {
    guard isActive else { return }
    isActive = false
    stopCount += 1
  }

  package func draw(_ update: FrameUpdate) {
    screen.apply(update)
    updates.append(update)
    frames.append(screen)
  }

  package func readPendingKeys() -> [KeyEvent] {
    defer { pendingKeys.removeAll() }
    return pendingKeys
  }

  package func refreshSize() {}

  package func invalidate() {
    invalidationCount += 1
    screen = Self.unknownScreen(size: size)
  }

  package func suspend() {
    suspendCount += 1
    invalidate()
  }

  /// A screen whose content nobody knows, as after a resize or once the shell drew on it.
  private static func unknownScreen(size: Size) -> Canvas {
    var screen = Canvas(size: size)
    screen.fill(screen.bounds, with: Canvas.unknownSymbol)
    return screen
  }
}
