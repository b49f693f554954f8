import Foundation
import SnapshotTesting
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

extension Snapshotting where Value == Canvas, Format == String {
  /// A canvas as its rows of text, blanks at the end of each row trimmed so editors that strip
  /// trailing whitespace cannot break a reference file.
  static var lines: Snapshotting {
    SimplySnapshotting.lines.pullback { canvas in
      canvas.lines
        .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        .joined(separator: "\n")
    }
  }
}

/// Compares `canvas` with the reference text in
/// `Tests/ShoppingListViewsTests/__Snapshots__/<test file>/<test>.<name>.txt`, recording it when
/// missing.
func assertCanvasSnapshot(
  _ canvas: Canvas,
  named name: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  var testsRoot = testFile.deletingLastPathComponent()
  while testsRoot.lastPathComponent != "ShoppingListViewsTests",
    testsRoot.pathComponents.count > 1
  {
    testsRoot.deleteLastPathComponent()
  }
  let directory = testsRoot.appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let failure = verifySnapshot(
    of: canvas, as: .lines, named: name, snapshotDirectory: directory.path,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column
  )
  if let failure {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
      )
    )
  }
}
