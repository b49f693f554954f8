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
      `add eggs milk` puts eggs first and milk second, above the items already there. A \
      quantity is read apart from the name: `add "2 l oat milk" "eggs x12" "1,5 kg potatoes"`; \
      quote a name inside the argument to keep it whole (`add '"7 up"'`). An item gets the \
      category the catalog knows for its name unless --category gives one. A name already on \
      the list (case and accents aside) is not added again: that item comes out of the basket \
      and the quantity given is added to its own. Names are trimmed, control characters and \
      the invisible ones that let one name pose as another (bidi overrides, zero-width spaces) \
      are dropped, and names are cut at \(ShoppingItem.maximumNameLength) characters. Works \
      while apps have the shared list open; with --file, fails while the full-screen app has \
      that file open.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Option(help: ArgumentHelp("The category of the items added (e.g. Dairy).", valueName: "name"))
  var category: String?

  @Option(help: ArgumentHelp("A note for the shopper on each item added.", valueName: "text"))
  var note: String?

  @Argument(
    help: ArgumentHelp(
      "The items to add, each a name with an optional quantity (\"2 l oat milk\").",
      valueName: "item"
    )
  )
  var names: [String]

  func validate() throws {
    try NameArguments.validate(names)
  }

  func run() throws {
    let category = category.map(ShoppingItem.sanitizedName)
    let note = ShoppingItem.sanitizedName(note ?? "")
    let items = names.map { typed in
      let entry = ItemEntry.parse(typed)
      return ShoppingItem(
        id: UUID(), name: entry.name, quantity: entry.quantity, note: note,
        category: category ?? GroceryCatalog.category(for: entry.name) ?? ""
      )
    }
    for item in try listOptions.target().add(items, in: list.name) {
      let quantity = item.quantity.map { " (now \($0))" } ?? ""
      StandardStream.output.write("On the list already: \(item.name)\(quantity)\n")
    }
  }
}
