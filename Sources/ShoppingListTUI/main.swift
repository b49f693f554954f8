// A stand-in entry point until the app feature exists: a counter on the terminal runtime.
@MainActor final class DemoCounter {
  var count = 0
  var hasQuit = false
  var observers: [@MainActor () -> Void] = []

  func change(_ body: (DemoCounter) -> Void) {
    body(self)
    observers.forEach { $0() }
  }
}

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
