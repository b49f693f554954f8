import Foundation
import Testing

/// Every Swift example in the repository's documents is code that the tests compile: each
/// ```swift block of the README, ARCHITECTURE.md, CONTRIBUTING.md and `Architecture`'s DocC
/// articles follows a `<!-- compiled from PATH -->` line, and must be that file, or a run of its
/// lines indented alike (a part of a type, a step of a test), so no document can drift from
/// the code.
struct DocumentationExamplesTests {
  /// The repository's root, found from this file's place in
  /// `Tests/ShoppingListTUI/ShoppingListViewsTests/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The documents whose Swift blocks are checked, relative to the root.
  static func documents() throws -> [String] {
    let catalog = "Sources/Architecture/Documentation.docc"
    let articles = try FileManager.default
      .contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }
      .sorted()
      .map { "\(catalog)/\($0)" }
    return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"] + articles
  }

  /// A Swift block of a document and the file it says it is compiled from.
  struct Example: CustomStringConvertible {
    var document: String
    var line: Int
    var path: String?
    var code: [String]
    var description: String { "\(document):\(line) (\(path ?? "no source named"))" }
  }

  static func examples(in document: String) throws -> [Example] {
    let text = try String(
      contentsOf: root.appendingPathComponent(document), encoding: .utf8
    )
    let lines = text.components(separatedBy: "\n")
    var examples: [Example] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let marker = index > 0 ? lines[index - 1] : ""
      let path = marker.firstMatch(of: /^<!-- compiled from (\S+) -->$/).map { String($0.1) }
      let end =
        lines[(index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "```" }
        ?? lines.count
      examples.append(
        Example(
          document: document, line: index + 1, path: path,
          code: Array(lines[(index + 1)..<end])
        )
      )
      index = end + 1
    }
    return examples
  }

  static func examples() throws -> [Example] {
    try documents().flatMap { try examples(in: $0) }
  }

  /// Whether `block` is `file`'s lines from some line on, each with the same indentation added
  /// (blank lines blank).
  static func file(_ file: [String], contains block: [String]) -> Bool {
    guard let first = block.first(where: { !$0.isEmpty }), block.count <= file.count else {
      return false
    }
    let offset = block.firstIndex(of: first) ?? 0
    for start in 0...(file.count - block.count) {
      let candidate = file[start + offset]
      guard candidate.hasSuffix(first) else { continue }
      let indentation = String(candidate.dropLast(first.count))
      guard indentation.allSatisfy({ $0 == " " }) else { continue }
      let matches = block.indices.allSatisfy { index in
        let line = file[start + index]
        return block[index].isEmpty
          ? line.trimmingCharacters(in: .whitespaces).isEmpty
          : line == indentation + block[index]
      }
      if matches { return true }
    }
    return false
  }

  @Test func theDocumentsHaveSwiftExamples() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 20)
    #expect(examples.contains { $0.document.hasSuffix("GettingStarted.md") })
    #expect(examples.contains { $0.document.hasSuffix("WritingAFeature.md") })
  }

  @Test(arguments: try examples())
  func everySwiftExampleIsCompiledCode(_ example: Example) throws {
    let path = try #require(
      example.path, "put <!-- compiled from PATH --> on the line above the block"
    )
    let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      .components(separatedBy: "\n")
    #expect(
      Self.file(file, contains: example.code),
      "\(example) is not a run of \(path)'s lines: copy one to the other"
    )
  }

  @Test func aBlockMustBeARunOfTheFilesLinesIndentedAlike() {
    let file = ["struct A {", "  var b = 1", "", "  var c = 2", "}"]
    #expect(Self.file(file, contains: ["var b = 1", "", "var c = 2"]))
    #expect(Self.file(file, contains: file))
    #expect(!Self.file(file, contains: ["var b = 1", "var c = 2"]))
    #expect(!Self.file(file, contains: ["var b = 2"]))
    #expect(!Self.file(file, contains: ["struct A {", "var b = 1"]))
  }
}
