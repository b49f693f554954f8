import ArgumentParser
import ShoppingListModel
import ShoppingListStorage

/// The item names of `add`, `check`, `uncheck` and `remove`, checked before anything is read.
enum NameArguments {
  /// Fails on the first name that is empty once cleaned, counting from 1.
  static func validate(_ names: [String]) throws(ValidationError) {
    if let blank = names.firstIndex(where: { ShoppingItem.sanitizedName($0).isEmpty }) {
      throw ValidationError("Name \(blank + 1) is empty; an item needs a name.")
    }
  }
}
