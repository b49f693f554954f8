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
      trimmed, control characters and the invisible ones that let one name pose as another \
      (bidi overrides, zero-width spaces) are dropped, and names are cut at \
      \(ShoppingItem.maximumNameLength) characters. Works while apps have the shared list open; \
      with --file, fails while the full-screen app has that file open.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The names of the items to add.", valueName: "name"))
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    let items = names.map { ShoppingItem(id: UUID(), name: ShoppingItem.sanitizedName($0)) }
    try listOptions.target().insertAtTop(items)
  }
}
