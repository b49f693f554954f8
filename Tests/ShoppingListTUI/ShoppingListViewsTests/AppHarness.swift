import Architecture
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// The whole app in memory: a store running ``App`` driven by the real terminal runtime on an
/// in-memory terminal, so a test types keys and reads the screen the person would see.
///
/// ```swift
/// let app = try AppHarness(App.State())
/// app.type("amilk")
/// app.press(.enter)
/// #expect(app.screen.lines[1].contains("milk"))
/// ```
@MainActor
final class AppHarness {
  let store: Store<App.State, App.Action>
  let backend: InMemoryBackend
  let runtime: TerminalRuntime<AppView.ViewState>
  let scheduler = ManualScheduler()

  /// Starts the app from `state` on a screen of `size`, its keys bound as `keys` says; the
  /// clock and storage are the given test doubles.
  init(
    _ state: App.State,
    size: Size = Size(width: 80, height: 24),
    keys: KeyMap = .standard,
    clock: TestClock<Duration> = TestClock(),
    storage: ListStorage = ListSaves().storage,
    prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) throws {
    store = Store(initialState: state) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage = storage
      $0.uuid = .incrementing
      prepareDependencies(&$0)
    }
    backend = InMemoryBackend(size: size)
    runtime = TerminalRuntime(
      app: Self.checkingFramesDrawnOverTheLast(TerminalApp(store: store, keys: keys)),
      backend: backend, minimumSize: AppView.minimumSize, scheduler: scheduler.scheduler
    )
    try runtime.start()
  }

  /// `app`, checking that every frame it draws over the last one is the frame it draws from
  /// blank, so every test through the harness also tests drawing only what changed.
  private static func checkingFramesDrawnOverTheLast(
    _ app: TerminalApp<AppView.ViewState>
  ) -> TerminalApp<AppView.ViewState> {
    var checked = app
    checked.render = { viewState, shown, canvas, rect in
      app.render(viewState, shown, &canvas, rect)
      guard shown != nil else { return }
      var fresh = Canvas(size: canvas.size)
      app.render(viewState, nil, &fresh, rect)
      #expect(
        canvas == fresh,
        """
        A frame drawn over the last is not the frame drawn from blank:
        \(canvas.description)
        ---
        \(fresh.description)
        """
      )
    }
    return checked
  }

  /// The last frame drawn.
  var screen: Canvas {
    backend.frames.last ?? Canvas(size: backend.size)
  }

  /// Types `text`, each character a key, in one burst (like a paste).
  func type(_ text: String) {
    backend.type(text)
    runtime.inputAvailable()
  }

  /// Presses `keys` in one burst.
  func press(_ keys: KeyEvent...) {
    for key in keys { backend.type(key) }
    runtime.inputAvailable()
  }

  /// Resizes the terminal, as `SIGWINCH` does.
  func resize(to size: Size) {
    backend.resize(to: size)
    runtime.terminalResized()
  }

  /// Draws what effects changed since the last frame, as the main queue would.
  func settle() {
    scheduler.runPending()
  }
}
