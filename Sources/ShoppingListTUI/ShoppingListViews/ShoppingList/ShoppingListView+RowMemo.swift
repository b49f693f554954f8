import ShoppingListFeatures
import ShoppingListModel

extension ShoppingListView {
  /// What each row of a view state was derived from, so the next view state derives only the
  /// rows whose item or layout changed and takes the others as they are: a cursor move
  /// changes two rows of the screen, not all of them.
  ///
  /// NB: it says how the rows were made, not what they show, so view states are equal
  /// whatever their memos hold.
  struct RowMemo: Equatable, Sendable {
    /// The inputs of ``ViewState/rows``, one for each, in the same order.
    var inputs: [RowInputs] = []

    static func == (lhs: RowMemo, rhs: RowMemo) -> Bool { true }

    /// The index of the inputs of the row showing `id`, looked for from `hint` on (rows keep
    /// their order while the list scrolls), then before it.
    func index(of id: ShoppingItem.ID, from hint: Int) -> Int? {
      let start = min(max(0, hint), inputs.count)
      return inputs[start...].firstIndex { $0.item.id == id }
        ?? inputs[..<start].firstIndex { $0.item.id == id }
    }
  }

  /// Everything a row is derived from but the cursor, which a row takes as it is.
  struct RowInputs: Equatable, Sendable {
    /// The item shown.
    var item: ShoppingItem
    /// How wide the item's own quantity is, before the column cuts it.
    var quantityWidth: Int
    /// The pane's width.
    var width: Int
    /// How wide the quantity column is.
    var columnWidth: Int
    /// Whether the row shows the item's category.
    var showsCategory: Bool
    /// The row's mark.
    var mark: String

    /// Whether a row of these inputs was laid out as a row of the given layout is.
    func hasLayout(width: Int, columnWidth: Int, showsCategory: Bool, mark: String) -> Bool {
      self.width == width && self.columnWidth == columnWidth
        && self.showsCategory == showsCategory && self.mark == mark
    }
  }
}
