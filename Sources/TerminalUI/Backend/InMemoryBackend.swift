/// A terminal that exists only in memory: tests type keys into it, resize it, and read back the
/// frames the runtime drew, as lines of text.
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
/// ```
@MainActor
package final class InMemoryBackend: TerminalBackend {
  package private(set) var size: Size
  /// Every frame drawn, oldest first.
  package private(set) var frames: [Canvas] = []
  /// Whether the backend is between ``start()`` and ``stop()``.
  package private(set) var isActive = false
  /// How many times ``stop()`` restored the terminal.
  package private(set) var stopCount = 0
  /// How many times the app was suspended with Ctrl-Z.
  package private(set) var suspendCount = 0
  /// How many times the screen was invalidated (after a suspension or `SIGCONT`).
  package private(set) var invalidationCount = 0
  private var pendingKeys: [KeyEvent] = []

  /// A terminal of `size`.
  package init(size: Size) {
    self.size = size
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
    pendingKeys.append(.resize)
  }

  package func start() throws {
    isActive = true
  }

  package func stop() {
    guard isActive else { return }
    isActive = false
    stopCount += 1
  }

  package func draw(_ canvas: Canvas) {
    frames.append(canvas)
  }

  package func readPendingKeys() -> [KeyEvent] {
    defer { pendingKeys.removeAll() }
    return pendingKeys
  }

  package func refreshSize() {}

  package func invalidate() {
    invalidationCount += 1
  }

  package func suspend() {
    suspendCount += 1
    invalidate()
  }
}
