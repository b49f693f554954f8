import TestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite struct TerminalRuntimeTests {
  let model = CounterModel()
  let backend = InMemoryBackend(size: Size(width: 16, height: 4))
  let scheduler = ManualScheduler()
  let runtime: TerminalRuntime<CounterModel.ViewState>
  var finishedWith: [Int32] { finishedStatuses.values }
  let finishedStatuses = Recorder<Int32>()

  init() {
    runtime = TerminalRuntime(
      app: model.app,
      backend: backend,
      minimumSize: Size(width: 12, height: 3),
      exitGracePeriod: .seconds(2),
      scheduler: scheduler.scheduler
    )
    runtime.onFinish = { [finishedStatuses] in finishedStatuses.append($0) }
  }

  static func screen(count: Int) -> [String] {
    let number = String(count).padding(toLength: 6, withPad: " ", startingAt: 0)
    return [
      "┌ Counter ─────┐",
      "│ Count: \(number)│",
      "│              │",
      "└──────────────┘",
    ]
  }

  @Test func startTakesOverTheTerminalAndDrawsTheFirstFrame() throws {
    try runtime.start()
    #expect(backend.isActive)
    #expect(backend.frames.count == 1)
    #expect(backend.lines == Self.screen(count: 0))
  }

  @Test func keyThatChangesTheViewStateDrawsOneFrame() throws {
    try runtime.start()
    backend.type(.character("+"))
    runtime.inputAvailable()
    #expect(model.count == 1)
    #expect(backend.frames.count == 2)
    #expect(backend.lines == Self.screen(count: 1))
  }

  @Test func eachKeyIsRoutedWithTheViewStateOfTheStateItMeetsDerivedOnce() throws {
    try runtime.start()
    #expect(model.viewStateCount == 1)
    backend.type("++")
    runtime.inputAvailable()
    let screen = Size(width: 16, height: 4)
    #expect(
      model.routedViewStates == [
        CounterModel.ViewState(count: 0, screen: screen),
        CounterModel.ViewState(count: 1, screen: screen),
      ]
    )
    // The first key is routed with the view state just drawn; the second key and the frame
    // after it each meet a changed state.
    #expect(model.viewStateCount == 3)
  }

  /// The third frame is drawn into the first one's cells, which hold nothing of it.
  @Test func aFrameDrawnIntoAnEarlierFramesCellsShowsOnlyItself() throws {
    model.count = 10
    try runtime.start()
    for _ in 0..<2 {
      backend.type(.character("-"))
      runtime.inputAvailable()
    }
    #expect(backend.frames.count == 3)
    #expect(backend.lines == Self.screen(count: 8))
  }

  @Test func frameIsSkippedWhenTheViewStateIsUnchanged() throws {
    try runtime.start()
    backend.type(.character("x"), .left)
    runtime.inputAvailable()
    #expect(model.handledKeys == [.character("x"), .left])
    #expect(model.keystrokes == 2)
    #expect(backend.frames.count == 1)
    #expect(model.renderCount == 1)
  }

  @Test func burstOfKeysDrawsOneFrame() throws {
    try runtime.start()
    backend.type("+++++-")
    runtime.inputAvailable()
    #expect(model.count == 4)
    #expect(backend.frames.count == 2)
    #expect(backend.lines == Self.screen(count: 4))
  }

  @Test func burstThatEndsWhereItStartedDrawsNothing() throws {
    try runtime.start()
    backend.type("+-")
    runtime.inputAvailable()
    #expect(model.handledKeys.count == 2)
    #expect(backend.frames.count == 1)
  }

  @Test func changesDuringKeyHandlingScheduleNoExtraRender() throws {
    try runtime.start()
    backend.type("++")
    runtime.inputAvailable()
    #expect(scheduler.pending.isEmpty)
  }

  @Test func changeWhileIdleIsDrawnInOneCoalescedRender() throws {
    try runtime.start()
    model.update { $0.count = 7 }
    model.update { $0.count = 8 }
    #expect(scheduler.pending.count == 1)
    #expect(backend.frames.count == 1)
    scheduler.runPending()
    #expect(backend.frames.count == 2)
    #expect(backend.lines == Self.screen(count: 8))
    model.update { $0.count = 9 }
    #expect(scheduler.pending.count == 1)
  }

  @Test func idleChangeOutsideTheViewStateDrawsNothing() throws {
    try runtime.start()
    model.update { $0.keystrokes = 99 }
    scheduler.runPending()
    #expect(backend.frames.count == 1)
  }

  @Test func resizeLaysTheScreenOutAgain() throws {
    try runtime.start()
    backend.resize(to: Size(width: 14, height: 3))
    runtime.terminalResized()
    #expect(model.handledKeys.isEmpty)
    #expect(backend.frames.count == 2)
    #expect(backend.lines == ["┌ Counter ───┐", "│ Count: 0   │", "└────────────┘"])
  }

  @Test func appLearnsTheSizeBeforeTheFirstFrame() throws {
    try runtime.start()
    #expect(model.reportedSizes == [Size(width: 16, height: 4)])
    #expect(backend.frames.count == 1)
    #expect(scheduler.pending.isEmpty)
  }

  @Test func appMeasuresBeforeEveryFrameItMightDraw() throws {
    try runtime.start()
    backend.type("+")
    runtime.inputAvailable()
    backend.type("x")
    runtime.inputAvailable()
    #expect(model.measureCount == 3)
    #expect(backend.frames.count == 2)
  }

  @Test func appLearnsEachNewSizeOnce() throws {
    try runtime.start()
    backend.resize(to: Size(width: 20, height: 4))
    runtime.terminalResized()
    backend.type("+")
    runtime.inputAvailable()
    backend.resize(to: Size(width: 5, height: 2))
    runtime.terminalResized()
    runtime.handle(.continued)
    #expect(
      model.reportedSizes == [
        Size(width: 16, height: 4), Size(width: 20, height: 4), Size(width: 5, height: 2),
      ]
    )
    #expect(scheduler.pending.isEmpty)
  }

  @Test func belowTheMinimumSizeShowsAMessageAndRecovers() throws {
    try runtime.start()
    backend.resize(to: Size(width: 11, height: 4))
    runtime.terminalResized()
    #expect(
      backend.lines == [
        "           ",
        "Terminal t…",
        "Needs 12×3…",
        "           ",
      ]
    )
    backend.type("+")
    runtime.inputAvailable()
    #expect(backend.frames.count == 2)
    backend.resize(to: Size(width: 16, height: 4))
    runtime.terminalResized()
    #expect(backend.frames.count == 3)
    #expect(backend.lines == Self.screen(count: 0))
  }

  /// Keys the person cannot see the effect of do nothing: only the app's keys for a screen too
  /// small (its quit key), Ctrl-C, Ctrl-Z and resizing act.
  @Test func belowTheMinimumSizeOnlyQuittingSuspendingAndResizingAct() throws {
    try runtime.start()
    backend.resize(to: Size(width: 11, height: 4))
    runtime.terminalResized()
    backend.type(.character("+"), .character("-"), .enter, .ctrl("z"))
    runtime.inputAvailable()
    #expect(model.handledKeys.isEmpty)
    #expect(model.keysWhileTooSmall == [.character("+"), .character("-"), .enter])
    #expect(backend.suspendCount == 1)
    #expect(model.count == 0)
    backend.type(.character("q"))
    runtime.inputAvailable()
    #expect(finishedWith == [0])
  }

  @Test func mouseEventsReachTheAppWithTheScreenSizeAndNotAsKeys() throws {
    try runtime.start()
    let click = MouseEvent(.press(.left), at: Point(x: 3, y: 2))
    backend.type(.mouse(click), .character("+"))
    runtime.inputAvailable()
    #expect(model.mouseEvents.map(\.event) == [click])
    #expect(model.mouseEvents.map(\.screen) == [Size(width: 16, height: 4)])
    #expect(model.handledKeys == [.character("+")])
  }

  @Test func belowTheMinimumSizeMouseEventsAreIgnored() throws {
    try runtime.start()
    backend.resize(to: Size(width: 11, height: 4))
    runtime.terminalResized()
    backend.type(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
    runtime.inputAvailable()
    #expect(model.mouseEvents.isEmpty)
    #expect(model.keysWhileTooSmall.isEmpty)
  }

  @Test func tooSmallMessageIsCentered() {
    var canvas = Canvas(size: Size(width: 40, height: 5))
    TerminalTooSmallView.render(
      size: Size(width: 40, height: 5), minimum: Size(width: 40, height: 12), into: &canvas
    )
    #expect(
      canvas.lines == [
        "                                        ",
        "           Terminal too small           ",
        "         Needs 40×12, now 40×5          ",
        "                                        ",
        "                                        ",
      ]
    )
  }

  @Test func quittingRestoresTheTerminalAndExitsWithZero() throws {
    try runtime.start()
    backend.type("q+")
    runtime.inputAvailable()
    #expect(runtime.exitStatus == 0)
    #expect(finishedWith == [0])
    #expect(!backend.isActive)
    #expect(backend.stopCount == 1)
    #expect(model.count == 0)
    backend.type("+")
    runtime.inputAvailable()
    model.update { $0.count = 5 }
    #expect(model.count == 5)
    #expect(backend.frames.count == 1)
    #expect(scheduler.pending.isEmpty)
  }

  @Test func ctrlCAsksTheAppToExit() throws {
    try runtime.start()
    backend.type(.character("+"), .ctrl("c"), .character("+"))
    runtime.inputAvailable()
    #expect(model.exitRequests == [.interrupt])
    #expect(model.count == 1)
    #expect(runtime.exitStatus == 130)
    #expect(finishedWith == [130])
    #expect(backend.stopCount == 1)
  }

  @Test(arguments: [
    (TerminalSignal.terminate, ExitReason.terminate, Int32(143)),
    (.hangup, .hangup, 129),
    (.interrupt, .interrupt, 130),
  ])
  func exitSignalsLetTheAppFinish(signal: TerminalSignal, reason: ExitReason, status: Int32)
    throws
  {
    try runtime.start()
    runtime.handle(signal)
    #expect(model.exitRequests == [reason])
    #expect(finishedWith == [status])
    #expect(!backend.isActive)
  }

  @Test func appThatFinishesLaterExitsOnItsObservedChange() throws {
    model.finishesOnExitRequest = false
    try runtime.start()
    runtime.handle(.terminate)
    #expect(runtime.exitStatus == nil)
    #expect(scheduler.delayed.map(\.delay) == [.seconds(2)])
    model.update { $0.isFinished = true }
    scheduler.runPending()
    #expect(finishedWith == [143])
    scheduler.fireDelayed()
    #expect(finishedWith == [143])
    #expect(backend.stopCount == 1)
  }

  @Test func appThatNeverFinishesIsExitedAfterTheGracePeriod() throws {
    model.finishesOnExitRequest = false
    try runtime.start()
    runtime.handle(.hangup)
    scheduler.runPending()
    #expect(runtime.exitStatus == nil)
    scheduler.fireDelayed()
    #expect(finishedWith == [129])
    #expect(!backend.isActive)
  }

  @Test func secondExitRequestExitsAtOnce() throws {
    model.finishesOnExitRequest = false
    try runtime.start()
    backend.type(.ctrl("c"))
    runtime.inputAvailable()
    #expect(runtime.exitStatus == nil)
    backend.type(.ctrl("c"))
    runtime.inputAvailable()
    #expect(model.exitRequests == [.interrupt])
    #expect(finishedWith == [130])
  }

  /// A closed terminal reports itself twice, as `SIGHUP` and as the end of input: the app still
  /// gets its whole grace period to save.
  @Test func aHangupReportedTwiceLetsTheAppFinish() throws {
    model.finishesOnExitRequest = false
    try runtime.start()
    runtime.handle(.hangup)
    runtime.requestExit(.hangup)
    #expect(model.exitRequests == [.hangup])
    #expect(runtime.exitStatus == nil)
    #expect(backend.isActive)
    model.update { $0.isFinished = true }
    scheduler.runPending()
    #expect(finishedWith == [129])
  }

  @Test func aHangupDuringAnotherExitDoesNotCutItShort() throws {
    model.finishesOnExitRequest = false
    try runtime.start()
    runtime.handle(.terminate)
    runtime.handle(.hangup)
    #expect(runtime.exitStatus == nil)
    scheduler.fireDelayed()
    #expect(finishedWith == [143])
  }

  @Test func ctrlZSuspendsAndRepaintsEverythingOnReturn() throws {
    try runtime.start()
    backend.type(.ctrl("z"))
    runtime.inputAvailable()
    #expect(backend.suspendCount == 1)
    #expect(model.handledKeys.isEmpty)
    #expect(backend.frames.count == 2)
    #expect(backend.lines == Self.screen(count: 0))
  }

  @Test func suspendSignalSuspendsAndRepaints() throws {
    try runtime.start()
    runtime.handle(.suspend)
    #expect(backend.suspendCount == 1)
    #expect(backend.frames.count == 2)
  }

  @Test func continuedProcessRepaintsEverything() throws {
    try runtime.start()
    runtime.handle(.continued)
    #expect(backend.invalidationCount == 1)
    #expect(backend.frames.count == 2)
    #expect(backend.updates.map(\.changes.count) == [64, 64])
    #expect(backend.frames[0] == backend.frames[1])
  }

  @Test func windowChangedSignalLaysOutAgain() throws {
    try runtime.start()
    backend.resize(to: Size(width: 20, height: 4))
    runtime.handle(.windowChanged)
    #expect(backend.frames.last?.size == Size(width: 20, height: 4))
  }

  @Test func nothingHappensBeforeStart() {
    backend.type("+")
    runtime.inputAvailable()
    runtime.handle(.terminate)
    model.update { $0.count = 3 }
    #expect(model.handledKeys.isEmpty)
    #expect(model.exitRequests.isEmpty)
    #expect(backend.frames.isEmpty)
    #expect(scheduler.pending.isEmpty)
  }

  @Test func appAlreadyFinishedAtStartExitsWithoutDrawing() throws {
    model.isFinished = true
    try runtime.start()
    #expect(finishedWith == [0])
    #expect(backend.frames.isEmpty)
    #expect(!backend.isActive)
  }

  @Test func firstFrameWritesEveryCell() throws {
    try runtime.start()
    #expect(backend.updates.map(\.changes.count) == [64])
  }

  @Test func keyThatChangesOneCellSendsOnlyThatCell() throws {
    try runtime.start()
    backend.type("+")
    runtime.inputAvailable()
    #expect(
      backend.updates.last
        == FrameUpdate(
          size: Size(width: 16, height: 4),
          changes: [FrameUpdate.Change(Cell("1"), at: Point(x: 9, y: 1))],
          cursor: .hidden
        )
    )
  }

  @Test func keyThatChangesOneLineSendsChangesOnThatLineOnly() throws {
    try runtime.start()
    backend.type("+++++++++")
    runtime.inputAvailable()
    backend.type("+")
    runtime.inputAvailable()
    let update = try #require(backend.updates.last)
    #expect(update.changes.map(\.position) == [Point(x: 9, y: 1), Point(x: 10, y: 1)])
    #expect(backend.lines == Self.screen(count: 10))
  }

  @Test func repaintsAfterASuspensionAndAResizeWriteEveryCell() throws {
    try runtime.start()
    backend.type(.ctrl("z"))
    runtime.inputAvailable()
    backend.resize(to: Size(width: 14, height: 3))
    runtime.terminalResized()
    #expect(backend.updates.map(\.changes.count) == [64, 64, 42])
    #expect(backend.lines == ["┌ Counter ───┐", "│ Count: 0   │", "└────────────┘"])
  }

  /// Screens whose wide characters appear, move and vanish from one frame to the next, one per
  /// count, each shown with a highlighted row and a cursor.
  static let wideScreens: [[String]] = [
    ["中文 ab", "abcdefg"],
    ["a中文 b", "中bcdefg"],
    ["ab c 中", "a中cdefg"],
    ["日本語  ", "a b c d"],
    ["x日本語y", "ab中d中g"],
    ["👍 ok 🍎", "a b c d"],
  ]

  @Test func screenMadeOfUpdatesEqualsAFreshRenderAfterEveryFrame() throws {
    var app = model.app
    app.render = TerminalApp.fromBlank { state, canvas, _ in
      let lines = Self.wideScreens[state.count % Self.wideScreens.count]
      for (y, line) in lines.enumerated() {
        canvas.put(line, at: Point(x: 1, y: y + 1))
      }
      canvas.setStyle(Style(.reverse), in: Rect(x: 0, y: state.count % 4, width: 3, height: 1))
      canvas.cursor = .visible(at: Point(x: state.count % 12, y: 3))
    }
    func freshRender() -> Canvas {
      var canvas = Canvas(size: backend.size)
      app.render(app.viewState(), nil, &canvas, canvas.bounds)
      return canvas
    }
    let runtime = TerminalRuntime(
      app: app, backend: backend, minimumSize: Size(width: 12, height: 3),
      scheduler: scheduler.scheduler
    )
    try runtime.start()
    #expect(backend.frames.last == freshRender())
    for count in 1...12 {
      backend.type("+")
      if count == 5 { backend.type(.ctrl("z")) }
      if count == 8 { backend.resize(to: Size(width: 12, height: 4)) }
      runtime.inputAvailable()
      #expect(model.count == count)
      #expect(backend.frames.last == freshRender(), "after \(count) frames")
    }
    #expect(backend.updates.count == 13)
  }
}
