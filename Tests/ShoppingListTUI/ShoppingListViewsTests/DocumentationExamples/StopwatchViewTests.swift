import TerminalUI
import Testing

struct StopwatchViewTests {
  @Test func drawsTheTimeAndMapsItsKeys() {
    var canvas = Canvas(size: Size(width: 9, height: 1))
    StopwatchView.render(.init(Stopwatch.State(seconds: 75)), into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == ["  1:15   "])
    let viewState = StopwatchView.ViewState(Stopwatch.State())
    #expect(StopwatchView.keyTable.action(for: .character("r"), in: viewState) == .resetKeyPressed)
  }
}
