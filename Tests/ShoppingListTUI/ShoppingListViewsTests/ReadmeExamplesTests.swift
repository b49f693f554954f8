import Foundation
import Testing

/// Every Swift example in the README is a file that the tests compile and run: each ```swift
/// block follows a `<!-- compiled from PATH -->` line and must equal that file, so the README
/// cannot drift from the code.
struct ReadmeExamplesTests {
  /// The repository's root, found from this file's place in
  /// `Tests/ShoppingListTUI/ShoppingListViewsTests/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A Swift block of the README and the file it says it is compiled from.
  struct Example: CustomStringConvertible {
    var line: Int
    var path: String?
    var code: String
    var description: String { "README.md:\(line) (\(path ?? "no source named"))" }
  }

  static func examples() throws -> [Example] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    var examples: [Example] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```swift" else {
        index += 1
        continue
      }
      let marker = index > 0 ? lines[index - 1] : ""
      let path = marker.firstMatch(of: /^<!-- compiled from (\S+) -->$/).map { String($0.1) }
      let end = lines[(index + 1)...].firstIndex(of: "```") ?? lines.count
      let code = lines[(index + 1)..<end].joined(separator: "\n") + "\n"
      examples.append(Example(line: index + 1, path: path, code: code))
      index = end + 1
    }
    return examples
  }

  @Test func theReadmeHasSwiftExamples() throws {
    #expect(try Self.examples().count >= 4)
  }

  @Test(arguments: try examples())
  func everySwiftExampleIsACompiledFile(_ example: Example) throws {
    let path = try #require(
      example.path, "put <!-- compiled from PATH --> on the line above the block"
    )
    let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    #expect(example.code == file, "the README's block differs from \(path): copy one to the other")
  }
}
