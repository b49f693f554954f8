import Foundation
import IssueCapture
import IssueReporting
import Testing

/// `captureIssues(during:)`, which the tests that provoke an issue on purpose use, and the rule
/// that keeps a passing `swift test` free of known-issue lines.
struct CapturedIssuesTests {
  @Test func capturesWhatIsReportedInOrderAndRecordsNothing() {
    let line: UInt = #line + 2
    let issues = captureIssues {
      reportIssue("first")
      reportIssue("second\nin two lines")
    }
    #expect(
      issues == [
        CapturedIssue(
          message: "first", fileID: "ArchitectureTests/CapturedIssuesTests.swift", line: line),
        CapturedIssue(
          message: "second\nin two lines", fileID: "ArchitectureTests/CapturedIssuesTests.swift",
          line: line + 1
        ),
      ]
    )
    #expect(issues.map(\.firstLine) == ["first", "second"])
  }

  @Test func capturesWhatATaskStartedInsideReports() async {
    let issues = await captureIssues {
      await Task { reportIssue("from an effect") }.value
    }
    #expect(issues.map(\.message) == ["from an effect"])
  }

  @Test func capturesNothingWhenNothingIsReported() {
    #expect(captureIssues {} == [])
  }

  /// Swift Testing prints every known issue, message and all, as "recorded a known issue" in a
  /// passing run, which reads as a failure; the tests capture the issues they provoke instead.
  /// The only known issues left are those `TestStore` itself records for
  /// `.off(showSkippedAssertions: true)`, which is what that setting is for.
  @Test func noTestRecordsAKnownIssue() throws {
    let tests = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var offenders: [String] = []
    for file in files {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      if text.contains(/withKnownIssue\s*[({]/) { offenders.append(file) }
    }
    #expect(offenders == [], "capture the issue with captureIssues(during:) and check it")
  }
}
