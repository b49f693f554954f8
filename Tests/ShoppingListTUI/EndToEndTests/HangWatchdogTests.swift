import Foundation
import Synchronization
import TestSupport
import Testing

@Suite struct HangWatchdogTests {
  @Test func aTestCaseThatRunsPastItsLimitIsNamed() async throws {
    let messages = Messages()
    let watchdog = HangWatchdog(limit: .milliseconds(50)) { messages.append($0) }
    let test = try #require(Test.current)
    try await watchdog.provideScope(for: test, testCase: Test.Case.current) {
      try await messages.waitForOne()
    }
    let message = try #require(messages.all.first)
    #expect(message.contains("aTestCaseThatRunsPastItsLimitIsNamed()"))
    #expect(message.contains("HangWatchdogTests.swift"))
    #expect(message.contains("was still running after 0.05 seconds"))
  }

  @Test func aTestCaseThatFinishesInTimeIsLeftAlone() async throws {
    let messages = Messages()
    let watchdog = HangWatchdog(limit: .milliseconds(50)) { messages.append($0) }
    let test = try #require(Test.current)
    try await watchdog.provideScope(for: test, testCase: Test.Case.current) {}
    try await Task.sleep(for: .milliseconds(200))
    #expect(messages.all.isEmpty)
  }

  @Test func theSuiteAsAWholeHasNoDeadline() async throws {
    let messages = Messages()
    let watchdog = HangWatchdog(limit: .milliseconds(50)) { messages.append($0) }
    let test = try #require(Test.current)
    try await watchdog.provideScope(for: test, testCase: nil) {
      try await Task.sleep(for: .milliseconds(200))
    }
    #expect(messages.all.isEmpty)
  }
}

/// The watchdog's messages, collected from its timer's thread.
private final class Messages: Sendable {
  private let messages = Mutex<[String]>([])

  var all: [String] { messages.withLock { $0 } }

  func append(_ message: String) {
    messages.withLock { $0.append(message) }
  }

  /// Returns once a message arrived; gives up after 10 s.
  func waitForOne() async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while all.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
  }
}
