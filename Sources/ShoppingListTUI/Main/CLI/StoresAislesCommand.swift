import ArgumentParser
import SharedList
import ShoppingListModel

/// `shopping-list stores aisles NAME CATEGORY...`: a store's aisle order set by hand, or
/// `--learned` to go back to the one its trips teach.
struct StoresAislesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "aisles",
    abstract: "Set a store's aisle order by hand, or go back to the learned one.",
    discussion: """
      `stores aisles Lidl Produce Bakery "Dairy & Eggs"` walks Lidl's aisles in that order; \
      categories not named follow in the learned order. The standard categories are spelled as \
      the app spells them, whatever the case typed (produce is Produce). The order set by hand \
      wins until it is changed or cleared with --learned.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The store.", valueName: "store"))
  var store: String

  @Argument(
    help: ArgumentHelp("The categories, in the order the aisles are walked.", valueName: "category")
  )
  var categories: [String] = []

  @Flag(help: "Clear the order set by hand: the one learned from the trips is used again.")
  var learned = false

  func validate() throws {
    try NameArguments.validate([store], of: "a store")
    switch (categories.isEmpty, learned) {
    case (true, false):
      throw ValidationError("Name the categories in aisle order, or give --learned.")
    case (false, true):
      throw ValidationError("Give either categories or --learned, not both.")
    default:
      if let blank = categories.firstIndex(where: { ShoppingItem.sanitizedName($0).isEmpty }) {
        throw ValidationError("Category \(blank + 1) is empty.")
      }
    }
  }

  func run() throws {
    let order = learned ? nil : AisleOrder(categories: categories.map(Self.category))
    try StoresAccess.change(try listOptions.target()) { directory in
      let id = try StoreNameError.store(named: store, in: directory).id
      return { list, clock, now throws(StoreChangeError) in
        do {
          try list.setAisles(order, of: id, clock: &clock, now: now)
        } catch {
          throw .noSuchStore(store)
        }
      }
    }
  }

  /// The category `typed` names: a standard one as it is spelled (`produce` is Produce), any
  /// other as typed, cleaned.
  static func category(_ typed: String) -> String {
    let cleaned = ShoppingItem.sanitizedName(typed)
    return GroceryCategory(named: cleaned)?.name ?? cleaned
  }
}
