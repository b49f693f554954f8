/// An app as the ``TerminalRuntime`` sees it: closures over whatever holds the app's state
/// (a `Store` in this project), so the runtime knows nothing about features.
///
/// ```swift
/// let app = TerminalApp(
///   viewState: { CounterView.ViewState(store.state) },
///   render: TerminalApp.fromBlank(CounterView.render),
///   handleKey: { key, viewState in
///     if let action = CounterView.action(for: key, in: viewState) { store.send(action) }
///   },
///   observe: { changed in store.subscribe(changed) },
///   isFinished: { store.state.hasQuit },
///   exitRequested: { _ in store.send(.quitKeyPressed) },
///   measure: { size in
///     let layout = CounterView.layout(on: size)
///     if layout != store.state.layout { store.send(.layoutChanged(layout)) }
///   }
/// )
/// ```
package struct TerminalApp<ViewState: Equatable> {
  /// Derives what the screen should show now.
  package var viewState: @MainActor () -> ViewState
  /// Draws a view state into the canvas, inside the given rectangle (the whole screen). The
  /// second view state is what the canvas shows already, as this closure drew it, so a view
  /// may leave alone what did not change (see ``TerminalRuntime``); with `nil` the canvas is
  /// blank.
  package var render: @MainActor (ViewState, _ shown: ViewState?, inout Canvas, Rect) -> Void
  /// Handles one key press, typically by sending the action the view maps it to, given the
  /// view state of the app's state as it is (the one last drawn, unless a key before it in the
  /// same burst changed it), so a key does not derive the screen again.
  package var handleKey: @MainActor (KeyEvent, ViewState) -> Void
  /// Registers a callback to run on the main actor whenever the app's state changed, including
  /// when an effect delivers a result while no key is being handled; returns a token that keeps
  /// the registration alive.
  package var observe: @MainActor (_ changed: @escaping @MainActor () -> Void) -> Any
  /// Whether the app is done and the process should exit.
  package var isFinished: @MainActor () -> Bool
  /// Asks the app to wrap up (save, then finish) because of Ctrl-C or a termination signal.
  package var exitRequested: @MainActor (ExitReason) -> Void
  /// Handles a key while the screen is too small to show the app: only what needs no screen,
  /// such as quitting, should act. Ignores every key by default.
  package var handleKeyWhileTooSmall: @MainActor (KeyEvent, ViewState) -> Void
  /// Handles a click or a turn of the wheel on a screen of the given size, typically by sending
  /// the action the view under the pointer maps it to. Ignores every mouse event by default.
  package var handleMouse: @MainActor (MouseEvent, Size, ViewState) -> Void
  /// Lets the app measure what it shows on a screen of this size before each frame is derived,
  /// so it can keep what depends on the layout (how many rows a list shows, how far a text
  /// scrolls) in its own state; an app sends its state only what changed.
  package var measure: @MainActor (Size) -> Void

  /// An app made of the given closures (see ``fromBlank(_:)`` for views that draw a whole
  /// screen).
  package init(
    viewState: @escaping @MainActor () -> ViewState,
    render: @escaping @MainActor (ViewState, _ shown: ViewState?, inout Canvas, Rect) -> Void,
    handleKey: @escaping @MainActor (KeyEvent, ViewState) -> Void,
    observe: @escaping @MainActor (_ changed: @escaping @MainActor () -> Void) -> Any,
    isFinished: @escaping @MainActor () -> Bool,
    exitRequested: @escaping @MainActor (ExitReason) -> Void,
    handleKeyWhileTooSmall: @escaping @MainActor (KeyEvent, ViewState) -> Void = { _, _ in },
    handleMouse: @escaping @MainActor (MouseEvent, Size, ViewState) -> Void = { _, _, _ in },
    measure: @escaping @MainActor (Size) -> Void = { _ in }
  ) {
    self.viewState = viewState
    self.render = render
    self.handleKey = handleKey
    self.observe = observe
    self.isFinished = isFinished
    self.exitRequested = exitRequested
    self.handleKeyWhileTooSmall = handleKeyWhileTooSmall
    self.handleMouse = handleMouse
    self.measure = measure
  }
}

extension TerminalApp {
  /// A ``render`` for views that draw the whole screen each time: it blanks the canvas first
  /// when it shows a frame.
  package static func fromBlank(
    _ render: @escaping @MainActor (ViewState, inout Canvas, Rect) -> Void
  ) -> @MainActor (ViewState, ViewState?, inout Canvas, Rect) -> Void {
    { viewState, shown, canvas, rect in
      if shown != nil { canvas.clear() }
      render(viewState, &canvas, rect)
    }
  }
}
