import ShoppingListStorage
import ArgumentParser
import Foundation

/// `shopping-list import PATH|-`: adds the items of a text or Markdown list, one per line.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add the items of a text or Markdown list, one per line.",
    discussion: """
      Reads SOURCE, or standard input for -. Understands `- [x] eggs`, `* [ ] milk`, `- milk`, \
      `1. bread` and the `[ ] milk` lines of `list`; blank lines and Markdown headings are \
      skipped. The items go to the top of the list in the order of the file.
      """
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @Argument(help: ArgumentHelp("The file to import, or - for standard input.", valueName: "source"))
  var source: String

  func run() throws {
    let text = try readSource()
    let items = ListImporter.items(in: text) { UUID() }
    try listFileOptions.listFile().update { $0.insert(contentsOf: items, at: 0) }
  }

  private func readSource() throws -> String {
    let name = source == "-" ? "standard input" : source
    let bytes: [UInt8]
    do throws(SystemCallError) {
      if source == "-" {
        bytes = try FileSystem.readAll(from: STDIN_FILENO, describedAs: name)
      } else if let contents = try FileSystem.contentsIfPresent(of: source) {
        bytes = contents
      } else {
        throw SystemCallError(action: "opening \(source)", code: ENOENT)
      }
    } catch {
      throw ListStorageError.unreadable(path: name, reason: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ListStorageError.unreadable(path: name, reason: "it is not UTF-8 text")
    }
    return text
  }
}
