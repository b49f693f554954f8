import ArgumentParser
import ShoppingListModel
import ShoppingListStorage

/// The item names of `add`, `check`, `uncheck` and `remove` (and the names of lists and
/// stores), checked before anything is read.
enum NameArguments {
  /// Fails on the first name that is empty once cleaned, counting from 1, saying that `thing`
  /// needs a name.
  static func validate(_ names: [String], of thing: String = "an item") throws(ValidationError) {
    if let blank = names.firstIndex(where: { ShoppingItem.sanitizedName($0).isEmpty }) {
      throw ValidationError("Name \(blank + 1) is empty; \(thing) needs a name.")
    }
  }
}
