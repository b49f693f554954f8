import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// The keys while a store's aisles show: moving, moving a category, going back to the
  /// learned order, using the order for the list, closing.
  static let aislesKeys = Keys(
    [
      KeyBinding(
        command: "cursor-down", keys: [.character("j"), .down], summary: "next category"
      ) { _ in .aislesCursorDownKeyPressed },
      KeyBinding(
        command: "cursor-up", keys: [.character("k"), .up], summary: "previous category"
      ) { _ in .aislesCursorUpKeyPressed },
      KeyBinding(
        command: "move-aisle-down", keys: [.character("J")],
        summary: "the category one aisle later (sets the order by hand)"
      ) { _ in .aisleMoveDownKeyPressed },
      KeyBinding(
        command: "move-aisle-up", keys: [.character("K")],
        summary: "the category one aisle earlier (sets the order by hand)"
      ) { _ in .aisleMoveUpKeyPressed },
      KeyBinding(
        command: "learned-order", keys: [.character("l")],
        summary: "follow the order the trips teach again"
      ) { _ in .aislesLearnedKeyPressed },
      KeyBinding(
        command: "use-aisles", keys: [.enter],
        summary: "show the list grouped in this store's order"
      ) { _ in .aislesUseKeyPressed },
      KeyBinding(
        command: "close-aisles", keys: [.escape, .character("A")], summary: "back to the list"
      ) { _ in .aislesKeyPressed },
    ]
  )
}
