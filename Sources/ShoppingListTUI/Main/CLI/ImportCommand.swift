import ArgumentParser
import Foundation
import ShoppingListStorage

/// `shopping-list import PATH|-`: adds the items of a text or Markdown list, one per line.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add the items of a text or Markdown list, one per line.",
    discussion: """
      Reads SOURCE, or standard input for -. Understands `- [x] eggs`, `* [ ] milk`, `- milk`, \
      `1. bread` and the `[ ] milk` lines of `list`; blank lines and Markdown headings are \
      skipped. The items go to the top of the list in the order of the file. On a terminal, \
      a line on standard error shows the progress and then how many items were imported; \
      piped or redirected, nothing is printed.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Argument(help: ArgumentHelp("The file to import, or - for standard input.", valueName: "source"))
  var source: String

  func run() throws {
    var progress = ImportProgress.onStandardError()
    progress.show(.reading(source: source == "-" ? "standard input" : source))
    let text: String
    do {
      text = try readSource()
    } catch {
      progress.clear()
      throw error
    }
    let items = ListImporter.items(in: text, makeID: { UUID() }) { done, total in
      progress.show(.parsing(done: done, of: total))
    }
    progress.show(.saving(items: items.count))
    do {
      try listOptions.target().insertAtTop(items, in: list.name)
    } catch {
      progress.clear()
      throw error
    }
    progress.finish(imported: items.count)
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
