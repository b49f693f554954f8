extension App {
  /// What the views measured on the current screen: the room the list has, and the extent of
  /// every overlay's text that is shown. The runtime measures before each frame and sends
  /// ``Action/layoutChanged(_:)`` when this differs from ``State/layout``, so the reducers work
  /// with the numbers the screen really has without asking the views.
  package struct Layout: Equatable, Sendable {
    /// The list pane's width and rows.
    package var list: ShoppingList.Layout
    /// The `C` question's message, while it is shown.
    package var listConfirmationDialog: TextExtent?
    /// The fact's message, while it is shown.
    package var counterAlert: TextExtent?
    /// The help's lines, while it is shown.
    package var help: TextExtent?
    /// The quit question's message, while it is shown.
    package var alert: TextExtent?

    /// A layout with these measurements; overlays that are not shown have none.
    package init(
      list: ShoppingList.Layout,
      listConfirmationDialog: TextExtent? = nil,
      counterAlert: TextExtent? = nil,
      help: TextExtent? = nil,
      alert: TextExtent? = nil
    ) {
      self.list = list
      self.listConfirmationDialog = listConfirmationDialog
      self.counterAlert = counterAlert
      self.help = help
      self.alert = alert
    }
  }
}
