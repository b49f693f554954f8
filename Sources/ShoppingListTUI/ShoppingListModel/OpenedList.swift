/// Another of the folder's lists, as a patch brings it when the app switches to it: every item
/// on it, in order, which take the place of the list shown.
///
/// It travels in the patch stream, numbered like every patch, so that the patches before it are
/// about the list the app showed and those after it about this one.
package struct OpenedList: Equatable, Sendable {
  /// The list, with its counts.
  package var list: ListSummary
  /// Its items, in order.
  package var items: [ShoppingItem]

  /// `list` holding `items`.
  package init(list: ListSummary, items: [ShoppingItem]) {
    self.list = list
    self.items = items
  }
}
