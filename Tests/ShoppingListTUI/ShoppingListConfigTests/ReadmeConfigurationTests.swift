import Foundation
import Testing

@testable import ShoppingListConfig

/// The README's example `config.toml` is a file the app accepts.
@Suite struct ReadmeConfigurationTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("README.md")

  @Test func theExampleConfigurationIsAccepted() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let blocks = text.components(separatedBy: "```toml\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    try #require(blocks.count == 1)
    let configuration = try ConfigurationParser.parse(
      blocks[0], path: "README.md", homeDirectory: "/home/ada"
    )
    #expect(configuration.mouse == false)
    #expect(configuration.listFolder == "/home/ada/Sync/shopping")
    #expect(configuration.colors[.warning] == .indexed(208))
    #expect(configuration.keys[.list]?["cursor-up"] == [.character("e"), .up, .ctrl("p")])
  }
}
