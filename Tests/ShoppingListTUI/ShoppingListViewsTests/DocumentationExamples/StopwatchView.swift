import TerminalUI

enum StopwatchView {
  struct ViewState: Equatable {
    var time: String
    init(_ state: Stopwatch.State) {
      let seconds = state.seconds % 60
      time = "\(state.seconds / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }
  }

  static let keyTable = KeyTable<ViewState, Stopwatch.Action>([
    KeyBinding(keys: [.character(" ")], summary: "start / stop") { _ in .startStopKeyPressed },
    KeyBinding(keys: [.character("r")], summary: "reset") { _ in .resetKeyPressed },
  ])

  static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    let x = rect.minX + max(0, (rect.width - state.time.displayWidth) / 2)
    let y = rect.minY + rect.height / 2
    canvas.put(state.time, at: Point(x: x, y: y), style: Style(.bold, color: .accent))
  }
}
