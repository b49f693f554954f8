import TestSupport

@testable import TerminalUI

/// A hand-written stand-in for a store: a counter whose changes are observable, driven by the
/// runtime in tests through ``app``.
@MainActor
final class CounterModel {
  /// What the counter screen shows.
  struct ViewState: Equatable {
    var count: Int
    var screen: Size?
  }

  var count = 0
  /// The screen size the runtime last measured on.
  var screen: Size?
  /// Each size the model took as new, as a store takes a changed layout.
  private(set) var reportedSizes: [Size] = []
  /// How many times the runtime asked the model to measure.
  private(set) var measureCount = 0
  /// State that is not part of the view state: changing it must not draw a frame.
  var keystrokes = 0
  var isFinished = false
  /// Whether an exit request finishes the app at once, or leaves it running (a slow save).
  var finishesOnExitRequest = true
  private(set) var exitRequests: [ExitReason] = []
  private(set) var handledKeys: [KeyEvent] = []
  /// The keys handed over while the screen was too small; only `q` acts then.
  private(set) var keysWhileTooSmall: [KeyEvent] = []
  /// The mouse events handed over, with the screen size they came with.
  private(set) var mouseEvents: [(event: MouseEvent, screen: Size)] = []
  private(set) var renderCount = 0
  /// How many times the runtime derived the view state.
  private(set) var viewStateCount = 0
  /// The view state each key was handed with.
  private(set) var routedViewStates: [ViewState] = []
  private var observers: [@MainActor () -> Void] = []

  /// Changes the state and tells observers, as a store does after every action.
  func update(_ change: (CounterModel) -> Void) {
    change(self)
    for observer in observers { observer() }
  }

  var app: TerminalApp<ViewState> {
    TerminalApp(
      viewState: {
        self.viewStateCount += 1
        return ViewState(count: self.count, screen: self.screen)
      },
      render: TerminalApp.fromBlank { state, canvas, rect in
        self.renderCount += 1
        canvas.box(rect, title: "Counter")
        canvas.put("Count: \(state.count)", at: Point(x: 2, y: 1), clippedTo: rect.inset(by: 1))
      },
      handleKey: { key, viewState in
        self.routedViewStates.append(viewState)
        self.handledKeys.append(key)
        self.update { model in
          model.keystrokes += 1
          switch key {
          case .character("+"): model.count += 1
          case .character("-"): model.count -= 1
          case .character("q"): model.isFinished = true
          default: break
          }
        }
      },
      observe: { changed in
        self.observers.append(changed)
        return self
      },
      isFinished: { self.isFinished },
      exitRequested: { reason in
        self.exitRequests.append(reason)
        if self.finishesOnExitRequest { self.update { $0.isFinished = true } }
      },
      handleKeyWhileTooSmall: { key, _ in
        self.keysWhileTooSmall.append(key)
        if key == .character("q") { self.update { $0.isFinished = true } }
      },
      handleMouse: { event, screen, _ in
        self.mouseEvents.append((event, screen))
      },
      measure: { size in
        self.measureCount += 1
        guard size != self.screen else { return }
        self.reportedSizes.append(size)
        self.update { $0.screen = size }
      }
    )
  }
}
