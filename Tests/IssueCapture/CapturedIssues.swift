import ConcurrencyExtras
import IssueReporting

/// An issue that code under test reported with `reportIssue`, captured by `captureIssues(during:)`.
public struct CapturedIssue: Equatable, Sendable, CustomStringConvertible {
  /// The message as reported; an error reported without one reads "Caught error: …".
  public var message: String
  /// The file the issue was reported against, as `#fileID` names it ("Module/File.swift").
  public var fileID: String
  /// The line the issue was reported against.
  public var line: UInt

  public init(message: String, fileID: String, line: UInt) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// The message's first line: enough for a message whose wording another library owns.
  public var firstLine: Substring { self.message.prefix { $0 != "\n" } }

  public var description: String { "\(self.fileID):\(self.line): \(self.message)" }
}

/// Runs `operation` with the issues it reports captured instead of recorded, and returns them in
/// the order they were reported.
///
/// A test that provokes an issue on purpose (a test store's failure, a misuse the library reports)
/// checks what was captured:
///
/// ```swift
/// let issues = await captureIssues {
///   await store.send(.incrementKeyPressed) { $0.count = 2 }
/// }
/// #expect(issues.map(\.message) == ["…"])
/// ```
///
/// NB: `withKnownIssue` would record every one of them as a known issue, and Swift Testing prints
/// each, message and all, as "recorded a known issue" in every passing run. Captured here they
/// print nothing unless the test's own expectation about them fails. Effects inherit the capture
/// (it is task-local); an issue reported from a detached task or another thread is recorded as a
/// failure as usual.
public func captureIssues(
  isolation: isolated (any Actor)? = #isolation,
  during operation: () async throws -> Void
) async rethrows -> [CapturedIssue] {
  let capture = IssueCapture()
  try await withIssueReporters([capture], operation: operation)
  return capture.issues
}

/// Runs the synchronous `operation` with the issues it reports captured instead of recorded, and
/// returns them in the order they were reported.
public func captureIssues(during operation: () throws -> Void) rethrows -> [CapturedIssue] {
  let capture = IssueCapture()
  try withIssueReporters([capture], operation: operation)
  return capture.issues
}

/// The reporter `captureIssues(during:)` installs in place of the test-failure reporter.
final class IssueCapture: IssueReporter {
  private let captured = LockIsolated<[CapturedIssue]>([])

  var issues: [CapturedIssue] { self.captured.value }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = CapturedIssue(message: message() ?? "", fileID: "\(fileID)", line: line)
    self.captured.withValue { $0.append(issue) }
  }
}
