import Architecture
import Foundation
import ShoppingListFeatures
import ShoppingListModel
import ShoppingListStorage

extension ShoppingItem {
  package static let milk = ShoppingItem(id: UUID(101), name: "milk")
  package static let eggs = ShoppingItem(id: UUID(102), name: "eggs")
  package static let bread = ShoppingItem(id: UUID(103), name: "bread")
  package static let apples = ShoppingItem(id: UUID(104), name: "apples")
  package static let tea = ShoppingItem(id: UUID(105), name: "tea")
}

extension ShoppingList.State {
  /// A list of `items` in a pane 40 columns wide with `height` rows for items (one fewer under
  /// the filter line); `isOnDisk` false for a list whose file does not exist yet.
  package static func fixture(
    _ items: [ShoppingItem],
    height: Int = 10,
    readOnlyReason: String? = nil,
    isOnDisk: Bool = true
  ) -> Self {
    var state = Self(items: items, readOnlyReason: readOnlyReason, isOnDisk: isOnDisk)
    state.viewport = Viewport(
      layout: ShoppingList.Layout(width: 40, rows: height, rowsWhileFiltering: height - 1)
    )
    return state
  }
}

/// A save failure with a fixed description.
package struct DiskFullError: Error, CustomStringConvertible {
  package init() {}
  package var description: String { "could not save list.json: No space left on device" }
}
