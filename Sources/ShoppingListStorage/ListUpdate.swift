/// The list as it stands on disk after other writers changed it: another window, a command, or
/// another device through a synced folder. The app shows it when it has nothing unsaved.
///
/// Versions let the storage tell which items an app's next save started from, so that the save
/// writes only what the person changed and never reverts what arrived meanwhile.
///
/// ```swift
/// for await update in await listStorage.updates() {
///   update.arrivals  // "2 changes from laptop"
/// }
/// ```
package struct ListUpdate: Equatable, Sendable {
  /// The storage's number for these items; an app that shows them saves "based on" it.
  package var version: Int
  /// The merged list, in display order.
  package var items: [ShoppingItem]
  /// What arrived, for the status bar ("2 changes from laptop"); `nil` when nothing came from
  /// elsewhere.
  package var arrivals: String?
  /// The files of other devices that could not be read, each with the reason, for a banner;
  /// they are read again when they change.
  package var skippedFiles: [String]

  /// The list at `version`.
  package init(
    version: Int, items: [ShoppingItem], arrivals: String? = nil, skippedFiles: [String] = []
  ) {
    self.version = version
    self.items = items
    self.arrivals = arrivals
    self.skippedFiles = skippedFiles
  }
}
