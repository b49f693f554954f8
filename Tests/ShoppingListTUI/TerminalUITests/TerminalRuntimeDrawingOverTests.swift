import TestSupport
import Testing

@testable import TerminalUI

/// An app that draws each frame over the last one, only the rows whose text changed, as the
/// shopping list does: the screen must always show what a frame drawn from blank shows.
@MainActor
@Suite struct TerminalRuntimeDrawingOverTests {
  let model = CounterModel()
  let backend = InMemoryBackend(size: Size(width: 12, height: 4))
  let scheduler = ManualScheduler()
  /// The view state each frame was drawn over, `nil` for a blank canvas.
  let shownStates = Recorder<Int?>()

  /// The text of row `y` when the count is `count`: the row of `count % 4` points at it.
  static func text(count: Int, y: Int) -> String {
    y == count % 4 ? "> \(count)" : "  row \(y)"
  }

  var app: TerminalApp<CounterModel.ViewState> { app(recordingIn: shownStates) }

  func app(recordingIn shownStates: Recorder<Int?>) -> TerminalApp<CounterModel.ViewState> {
    var app = model.app
    app.render = { state, shown, canvas, rect in
      shownStates.append(shown?.count)
      for y in rect.minY..<rect.maxY {
        let text = Self.text(count: state.count, y: y)
        if let shown, Self.text(count: shown.count, y: y) == text { continue }
        let row = Rect(x: rect.minX, y: y, width: rect.width, height: 1)
        canvas.fill(row)
        canvas.put(text, at: row.origin, clippedTo: row)
      }
      canvas.cursor = .visible(at: Point(x: 1, y: state.count % 4))
    }
    return app
  }

  func freshRender() -> Canvas {
    var canvas = Canvas(size: backend.size)
    let app = app(recordingIn: Recorder())
    app.render(app.viewState(), nil, &canvas, canvas.bounds)
    return canvas
  }

  @Test func framesDrawnOverTheLastShowWhatFramesDrawnFromBlankShow() throws {
    let runtime = TerminalRuntime(
      app: app, backend: backend, minimumSize: Size(width: 12, height: 3),
      scheduler: scheduler.scheduler
    )
    try runtime.start()
    #expect(backend.frames.last == freshRender())
    for step in 1...14 {
      switch step {
      case 4: backend.type(.ctrl("z"))
      case 6: backend.resize(to: Size(width: 12, height: 5))
      case 9: backend.resize(to: Size(width: 12, height: 2))
      case 10: backend.resize(to: Size(width: 12, height: 5))
      default: break
      }
      backend.type("+")
      runtime.inputAvailable()
      if step != 9 {
        #expect(backend.frames.last == freshRender(), "after step \(step)")
      }
    }
    #expect(model.count == 13)  // step 9's key reached no app
    #expect(
      shownStates.values == [
        nil, nil,  // the first two frames: no canvas was drawn before
        1, 2,
        nil,  // suspended and continued: the screen may show anything
        4,
        nil, nil,  // a new size: neither canvas has it yet
        7,
        // step 9: the screen is too small for the app, which draws nothing
        nil,  // the app again, its size again, but the screen showed the too-small notice
        nil,  // the canvas before has the too-small size
        10, 11, 12,
      ]
    )
  }

  @Test func aFrameDrawnOverTheLastSendsOnlyTheRowsItWrote() throws {
    let runtime = TerminalRuntime(
      app: app, backend: backend, minimumSize: Size(width: 12, height: 3),
      scheduler: scheduler.scheduler
    )
    try runtime.start()
    for _ in 1...3 {
      backend.type("+")
      runtime.inputAvailable()
    }
    #expect(backend.lines == ["  row 0", "  row 1", "  row 2", "> 3"].map(Self.padded))
    #expect(Set(backend.updates.last?.changes.map(\.position.y) ?? []) == [2, 3])
  }

  static func padded(_ line: String) -> String {
    line.padding(toLength: 12, withPad: " ", startingAt: 0)
  }
}
