import ArgumentParser
import Foundation
import ShoppingListModel
import ShoppingListStorage

/// `shopping-list add NAME...`: puts items at the top of the list, in argument order.
struct AddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add items at the top of the list.",
    discussion: """
      `add eggs milk` puts eggs first and milk second, above the items already there. Names are \
      trimmed, control characters are dropped and names are cut at \
      \(ShoppingItem.maximumNameLength) characters. Works while apps have the shared list open; \
      with --file, fails while the full-screen app has that file open.
      """
  )

  @OptionGroup var listFileOptions: ListFileOptions

  @Argument(help: ArgumentHelp("The names of the items to add.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    let items = names.map { ShoppingItem(id: UUID(), name: ShoppingItem.sanitizedName($0)) }
    try listFileOptions.target().insertAtTop(items)
  }
}
