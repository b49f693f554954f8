import Foundation
import Synchronization
import TestSupport
import Testing

/// What tests leave running is stopped when the hang watchdog ends the run.
@Suite struct TestRunCleanupTests {
  @Test func runsWhatIsStillRegisteredOnceAndForgetsTheRest() {
    let cleanup = TestRunCleanup()
    let ran = Mutex<[String]>([])
    let server = cleanup.register { ran.withLock { $0.append("server") } }
    _ = cleanup.register { ran.withLock { $0.append("daemon") } }
    cleanup.unregister(server)
    cleanup.runAll()
    cleanup.runAll()
    #expect(ran.withLock { $0 } == ["daemon"])
  }
}
