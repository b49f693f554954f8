import Architecture
import Foundation
import XCTest

/// `showSkippedAssertions` in an XCTest test. Darwin's XCTest shows what was skipped as expected
/// failures; Linux's cannot expect a failure, and IssueReporting fails the test for asking, so
/// what was skipped is printed to the log instead and the test passes, as it does on Darwin.
final class SkippedAssertionsUnderXCTestTests: XCTestCase {
  @MainActor
  func testSkippedAssertionsArePrintedAndTheTestPasses() async throws {
    let store = TestStore(initialState: TestStoreExhaustivityTests.Loader.State()) {
      TestStoreExhaustivityTests.Loader()
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let printed = try await standardOutput {
      // NB: the load count and the progress action go unasserted: skipped assertions.
      await store.send(.loadKeyPressed) { $0.isLoading = true }
      await store.receive(\.loaded) { $0.items = ["milk", "eggs"] }
    }
    XCTAssertEqual(store.state.loadCount, 1)
    let lines = printed.split(separator: "\n").filter { $0.contains("skipped assertion:") }
    XCTAssertEqual(
      lines.map { $0.split(separator: "/").last.map(String.init) ?? "" },
      [
        "SkippedAssertionsUnderXCTestTests.swift:17: skipped assertion: A state change does not "
          + "match expectation.",
        "SkippedAssertionsUnderXCTestTests.swift:18: skipped assertion: Skipped receiving [",
        "SkippedAssertionsUnderXCTestTests.swift:18: skipped assertion: A state change does not "
          + "match expectation.",
      ]
    )
  }

  /// What `body` prints, kept out of the test log.
  @MainActor
  private func standardOutput(during body: () async -> Void) async throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("skipped-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    dup2(handle.fileDescriptor, STDOUT_FILENO)
    await body()
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    try handle.close()
    return try String(contentsOf: file, encoding: .utf8)
  }
}
