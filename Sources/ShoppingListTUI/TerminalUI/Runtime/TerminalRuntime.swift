/// Runs a full-screen app: hands key presses to the app, asks it for its view state, and draws
/// a frame only when that view state or the screen size changed.
///
/// The runtime is driven by events on the main actor and never polls: input became readable,
/// the terminal was resized, the app's state changed, a signal arrived. A burst of keys (a
/// paste, key repeat) is handled as one event and produces at most one frame; a state change
/// while no key is being handled (an effect finished) schedules one coalesced render.
///
/// A frame reaches the backend as a ``FrameUpdate``: the runtime keeps the last canvas it drew
/// and sends only the cells that differ from it (``Canvas/diff(from:)``), or every cell when the
/// screen may show something else: after starting, a resize, a suspension or `SIGCONT`. The
/// app draws each frame over the last one and is told the view state that one showed
/// (``TerminalApp/render``), so it can draw only what changed.
///
/// ```swift
/// let backend = InMemoryBackend(size: Size(width: 40, height: 12))
/// let runtime = TerminalRuntime(app: app, backend: backend)
/// try runtime.start()          // draws the first frame
/// backend.type(.character("+"))
/// runtime.inputAvailable()     // handles the key, draws if the view state changed
/// ```
@MainActor
package final class TerminalRuntime<ViewState: Equatable> {
  /// The terminal being drawn on.
  package let backend: any TerminalBackend
  /// Below this size the runtime shows ``TerminalTooSmallView`` instead of the app.
  package let minimumSize: Size
  /// How long the app gets to finish after an exit request before the runtime exits anyway.
  package let exitGracePeriod: Duration
  /// The process exit status once the app has finished, `nil` while it runs.
  package private(set) var exitStatus: Int32?
  /// Runs once the app has finished and the terminal is restored; live code exits here.
  package var onFinish: @MainActor (_ exitStatus: Int32) -> Void = { _ in }

  private let app: TerminalApp<ViewState>
  private let scheduler: RuntimeScheduler
  private var isRunning = false
  private var subscription: Any?
  /// The last frame drawn, which the screen shows unless `needsRepaint` says otherwise.
  private var drawn: Canvas?
  /// The frame before ``drawn``, whose cells the next frame is drawn into.
  private var spare: Canvas?
  /// The view state the last frame drew, `nil` for a screen too small to show the app.
  private var drawnViewState: DerivedViewState?
  /// The view state of the app's state as it is now, derived at most once per change of it:
  /// keys are routed with it and the next frame draws it; `nil` once the state changed.
  private var currentViewState: DerivedViewState?
  private var needsRepaint = false
  private var isUpdating = false
  private var isRenderScheduled = false
  private var exitReason: ExitReason?

  /// A runtime for `app` on `backend`.
  ///
  /// - Parameters:
  ///   - app: The app's closures.
  ///   - backend: The terminal.
  ///   - minimumSize: The smallest screen the app can lay itself out on.
  ///   - exitGracePeriod: How long the app may take to save and finish after Ctrl-C or a
  ///     termination signal.
  ///   - scheduler: Where deferred work runs; the main queue unless testing.
  package init(
    app: TerminalApp<ViewState>,
    backend: any TerminalBackend,
    minimumSize: Size = Size(width: 40, height: 12),
    exitGracePeriod: Duration = .seconds(2),
    scheduler: RuntimeScheduler = .main
  ) {
    self.app = app
    self.backend = backend
    self.minimumSize = minimumSize
    self.exitGracePeriod = exitGracePeriod
    self.scheduler = scheduler
  }

  /// Takes over the terminal, starts observing the app, and draws the first frame.
  package func start() throws {
    guard !isRunning, exitStatus == nil else { return }
    try backend.start()
    isRunning = true
    needsRepaint = true
    subscription = app.observe { [weak self] in self?.stateDidChange() }
    if finishIfDone() { return }
    update(render)
  }

  /// Handles every key typed so far, then draws at most one frame.
  ///
  /// Ctrl-C asks the app to exit (see ``requestExit(_:)``) and Ctrl-Z suspends; other keys go
  /// to the app, through ``TerminalApp/handleKeyWhileTooSmall`` while the screen is below
  /// ``minimumSize``, since the person cannot see what they would do. Mouse events go to
  /// ``TerminalApp/handleMouse`` with the screen's size, and nowhere while it is too small.
  /// Resize events only cause the new size to be laid out.
  package func inputAvailable() {
    guard isRunning else { return }
    isUpdating = true
    defer { isUpdating = false }
    for key in backend.readPendingKeys() {
      switch key {
      case .resize:
        break
      case .ctrl("c"):
        requestExit(.interrupt)
      case .ctrl("z"):
        suspend()
      case .mouse(let event):
        // NB: too small a screen shows no view to click on.
        if backend.size.contains(minimumSize) {
          let viewState = viewState()
          app.handleMouse(event, backend.size, viewState.value)
        }
      default:
        // NB: bound first, the view state is handed over in place rather than copied.
        let viewState = viewState()
        if backend.size.contains(minimumSize) {
          app.handleKey(key, viewState.value)
        } else {
          app.handleKeyWhileTooSmall(key, viewState.value)
        }
      }
      if finishIfDone() { return }
      if exitReason != nil { break }
    }
    render()
  }

  /// Lays the app out again at the terminal's new size.
  func terminalResized() {
    guard isRunning else { return }
    backend.refreshSize()
    inputAvailable()
  }

  /// Notes that the app's state changed; outside the runtime's own event handling this
  /// schedules one render, and further changes before it runs share it.
  func stateDidChange() {
    currentViewState = nil
    guard isRunning, !isUpdating, !isRenderScheduled else { return }
    isRenderScheduled = true
    scheduler.schedule { [weak self] in
      guard let self else { return }
      isRenderScheduled = false
      guard isRunning, !finishIfDone() else { return }
      update(render)
    }
  }

  /// Asks the app to finish (it may save first) and exits with `reason`'s status once it has,
  /// or once ``exitGracePeriod`` has passed. A second Ctrl-C or termination signal exits at
  /// once; a hangup never does.
  package func requestExit(_ reason: ExitReason) {
    guard isRunning else { return }
    guard exitReason == nil else {
      // NB: a closed terminal is reported twice, as `SIGHUP` and as the end of input, and nobody
      // is left to insist: the final save gets the whole grace period.
      if reason != .hangup { finish(status: reason.exitStatus) }
      return
    }
    exitReason = reason
    app.exitRequested(reason)
    if finishIfDone() { return }
    scheduler.scheduleAfter(exitGracePeriod) { [weak self] in
      self?.finish(status: reason.exitStatus)
    }
  }

  /// Suspends to the shell (Ctrl-Z, `SIGTSTP`) and repaints everything once continued.
  package func suspend() {
    guard isRunning else { return }
    backend.suspend()
    needsRepaint = true
    if !isUpdating { update(render) }
  }

  /// Repaints everything after the process was continued (`SIGCONT`), since the shell may have
  /// drawn over the screen meanwhile.
  package func continued() {
    guard isRunning else { return }
    backend.invalidate()
    backend.refreshSize()
    needsRepaint = true
    if !isUpdating { update(render) }
  }

  /// Reacts to a signal delivered by the live event sources.
  package func handle(_ signal: TerminalSignal) {
    switch signal {
    case .windowChanged: terminalResized()
    case .interrupt: requestExit(.interrupt)
    case .terminate: requestExit(.terminate)
    case .hangup: requestExit(.hangup)
    case .suspend: suspend()
    case .continued: continued()
    }
  }

  /// Restores the terminal and reports `status` through ``onFinish``; later calls do nothing.
  package func finish(status: Int32) {
    guard isRunning else { return }
    isRunning = false
    exitStatus = status
    subscription = nil
    drawn = nil
    spare = nil
    backend.stop()
    onFinish(status)
  }

  private func finishIfDone() -> Bool {
    guard app.isFinished() else { return false }
    finish(status: exitReason?.exitStatus ?? 0)
    return true
  }

  /// Runs `body` with the app's state changes folded into the render that `body` ends with,
  /// instead of each scheduling another one.
  private func update(_ body: () -> Void) {
    isUpdating = true
    defer { isUpdating = false }
    body()
  }

  /// The view state of the app's state as it is now (see ``currentViewState``).
  private func viewState() -> DerivedViewState {
    if let currentViewState { return currentViewState }
    let viewState = DerivedViewState(app.viewState())
    currentViewState = viewState
    return viewState
  }

  /// Whether the screen shows `viewState` already, given that it shows ``drawnViewState``.
  private func isDrawn(_ viewState: DerivedViewState?) -> Bool {
    guard let viewState, let drawnViewState else {
      return viewState == nil && drawnViewState == nil
    }
    return viewState === drawnViewState || viewState.value == drawnViewState.value
  }

  /// Draws the app's view state, if it differs from the one shown, over the last frame.
  ///
  /// NB: the runtime draws into two canvases in turn. The one drawn two frames ago first
  /// catches up with the last frame by copying the rows that frame wrote, so the app draws
  /// only what changed and the diff compares only the rows it wrote: a cursor move touches
  /// two rows of the screen, not all of them.
  private func render() {
    let size = backend.size
    app.measure(size)
    let viewState = size.contains(minimumSize) ? viewState() : nil
    guard needsRepaint || size != drawn?.size || !isDrawn(viewState) else { return }
    var canvas: Canvas
    var shown: DerivedViewState?
    if var reused = spare.take(), reused.size == size {
      if !needsRepaint, viewState != nil, let drawn, drawn.size == size,
        let drawnViewState
      {
        reused.catchUp(with: drawn)
        shown = drawnViewState
      } else {
        reused.clear()
      }
      canvas = reused
    } else {
      canvas = Canvas(size: size)
    }
    if let viewState {
      app.render(viewState.value, shown?.value, &canvas, canvas.bounds)
    } else {
      TerminalTooSmallView.render(size: size, minimum: minimumSize, into: &canvas)
    }
    // NB: after a resize the sizes differ, and the diff writes every cell anyway.
    backend.draw(canvas.diff(from: needsRepaint ? nil : drawn))
    spare = drawn.take()
    drawn = canvas
    drawnViewState = viewState
    needsRepaint = false
  }

  /// A view state as the runtime keeps it: derived once and shared, so that keeping it as the
  /// current one and as the one drawn, comparing it and routing keys with it copy no view state.
  ///
  /// NB: the runtime is generic over the app's view state, and generic code copies a value
  /// through its type's metadata, field by field.
  private final class DerivedViewState {
    let value: ViewState

    init(_ value: ViewState) {
      self.value = value
    }
  }
}
