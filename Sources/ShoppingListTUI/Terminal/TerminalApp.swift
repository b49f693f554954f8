/// An app as the ``TerminalRuntime`` sees it: closures over whatever holds the app's state
/// (a `Store` in this project), so the runtime knows nothing about features.
///
/// ```swift
/// let app = TerminalApp(
///   viewState: { CounterView.ViewState(store.state) },
///   render: CounterView.render,
///   handleKey: { key in
///     if let action = CounterView.action(for: key) { store.send(action) }
///   },
///   observe: { changed in store.subscribe { _ in changed() } },
///   isFinished: { store.state.hasQuit },
///   exitRequested: { _ in store.send(.quitKeyPressed) },
///   resized: { size in store.send(.screenResized(size)) }
/// )
/// ```
struct TerminalApp<ViewState: Equatable> {
  /// Derives what the screen should show now.
  var viewState: @MainActor () -> ViewState
  /// Draws a view state into the canvas, inside the given rectangle (the whole screen).
  var render: @MainActor (ViewState, inout Canvas, Rect) -> Void
  /// Handles one key press, typically by sending the action the view maps it to.
  var handleKey: @MainActor (KeyEvent) -> Void
  /// Registers a callback to run on the main actor whenever the app's state changed, including
  /// when an effect delivers a result while no key is being handled; returns a token that keeps
  /// the registration alive.
  var observe: @MainActor (_ changed: @escaping @MainActor () -> Void) -> Any
  /// Whether the app is done and the process should exit.
  var isFinished: @MainActor () -> Bool
  /// Asks the app to wrap up (save, then finish) because of Ctrl-C or a termination signal.
  var exitRequested: @MainActor (ExitReason) -> Void
  /// Tells the app the screen's size before the first frame and whenever it changed, so it can
  /// lay out what depends on it (how many rows a list shows) in its own state.
  var resized: @MainActor (Size) -> Void

  /// An app made of the given closures.
  init(
    viewState: @escaping @MainActor () -> ViewState,
    render: @escaping @MainActor (ViewState, inout Canvas, Rect) -> Void,
    handleKey: @escaping @MainActor (KeyEvent) -> Void,
    observe: @escaping @MainActor (_ changed: @escaping @MainActor () -> Void) -> Any,
    isFinished: @escaping @MainActor () -> Bool,
    exitRequested: @escaping @MainActor (ExitReason) -> Void,
    resized: @escaping @MainActor (Size) -> Void = { _ in }
  ) {
    self.viewState = viewState
    self.render = render
    self.handleKey = handleKey
    self.observe = observe
    self.isFinished = isFinished
    self.exitRequested = exitRequested
    self.resized = resized
  }
}
