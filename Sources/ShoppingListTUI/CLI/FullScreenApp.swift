import ArgumentParser
import Foundation

/// The hook through which `shopping-list` without a subcommand starts the full-screen app.
///
/// TEMPORARY: the app's wiring (root feature, live dependencies, terminal runtime) replaces the
/// body of ``run(_:)``; until then it runs the terminal layer's demo counter.
enum FullScreenApp {
  /// Runs the full-screen app with the resolved command-line options until the person quits.
  static func run(_ options: LaunchOptions) throws {
    MainActor.assumeIsolated {
      let model = DemoCounter()
      TerminalRuntime<Int>.runFullScreen {
        TerminalApp(
          viewState: { model.count },
          render: { count, canvas, rect in
            canvas.box(rect, style: Style(color: .accent), title: "Counter")
            canvas.put("Count: \(count)", at: Point(x: 2, y: 2), style: Style(.bold))
            canvas.put("+/- change · q quit", at: Point(x: 2, y: 4), style: Style(color: .muted))
          },
          handleKey: { key in
            switch key {
            case .character("+"), .up: model.change { $0.count += 1 }
            case .character("-"), .down: model.change { $0.count -= 1 }
            case .character("q"): model.change { $0.hasQuit = true }
            default: break
            }
          },
          observe: { changed in model.observers.append(changed); return model },
          isFinished: { model.hasQuit },
          exitRequested: { _ in model.change { $0.hasQuit = true } }
        )
      }
    }
  }
}

/// TEMPORARY: the terminal layer's stand-in app until the root feature is wired.
@MainActor final class DemoCounter {
  var count = 0
  var hasQuit = false
  var observers: [@MainActor () -> Void] = []

  func change(_ body: (DemoCounter) -> Void) {
    body(self)
    observers.forEach { $0() }
  }
}
