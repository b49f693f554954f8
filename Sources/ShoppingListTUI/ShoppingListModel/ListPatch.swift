import Foundation

/// What changed in a shared list, as the storage hands it to the app: the items that are new,
/// changed or moved with their values and places, the items that went, and who did it. The app
/// applies it to the items it shows in place (see ``IdentifiedArray/apply(_:)-(ListPatch)``);
/// nothing is diffed.
///
/// Patches are numbered in the order the storage made them; ``ListStorage/save`` answers with
/// the number of the patch that carries the saved changes back, so the app knows until when its
/// own changes must be laid over what arrives.
///
/// ```swift
/// for await patch in await listStorage.updates() {
///   state.items.apply(patch)
///   patch.arrivals  // "2 changes from laptop"
/// }
/// ```
package struct ListPatch: Equatable, Sendable {
  /// The patch's place in the order the storage made patches, from 1.
  package var number: Int
  /// The items that are new, changed or moved, in list order.
  package var items: [PatchedItem]
  /// The items that are no longer in the list.
  package var removed: [RemovedItem]
  /// What arrived from elsewhere, for the status bar ("2 changes from laptop"); `nil` when
  /// nothing did.
  package var arrivals: String?
  /// The files of other devices that could not be read, each with the reason, for a banner.
  package var skippedFiles: [String]
  /// Why this device cannot write the list now (its own file cannot be read); `nil` when it
  /// can. A list that was read-only for this reason is writable again once a patch says so.
  package var readOnlyReason: String?
  /// The folder's lists, when one was created, renamed or removed; `nil` when they are as
  /// they were.
  package var lists: [ListSummary]?
  /// The list the app asked to switch to, whose items take the place of those shown; `nil`
  /// in a patch of changes.
  package var opened: OpenedList?

  /// A patch numbered `number`.
  package init(
    number: Int, items: [PatchedItem] = [], removed: [RemovedItem] = [],
    arrivals: String? = nil, skippedFiles: [String] = [], readOnlyReason: String? = nil,
    lists: [ListSummary]? = nil, opened: OpenedList? = nil
  ) {
    self.number = number
    self.items = items
    self.removed = removed
    self.arrivals = arrivals
    self.skippedFiles = skippedFiles
    self.readOnlyReason = readOnlyReason
    self.lists = lists
    self.opened = opened
  }

  /// Whether the patch changes no item.
  package var changesNoItem: Bool { items.isEmpty && removed.isEmpty && opened == nil }
}

/// An item as a patch gives it: its values, the item it now follows, and who last changed it.
package struct PatchedItem: Equatable, Sendable {
  /// The item's values.
  package var item: ShoppingItem
  /// The item right before it in the list, or `nil` when it comes first.
  package var after: UUID?
  /// The device that made the item's newest change ("laptop", "this device").
  package var by: String

  /// `item` right after the item `after`, last changed by `by`.
  package init(_ item: ShoppingItem, after: UUID?, by: String) {
    self.item = item
    self.after = after
    self.by = by
  }
}

/// An item a patch takes out of the list, and the device that removed it.
package struct RemovedItem: Equatable, Sendable {
  /// The removed item.
  package var id: UUID
  /// The device that removed it ("laptop", "this device").
  package var by: String

  /// The item `id`, removed by `by`.
  package init(_ id: UUID, by: String) {
    self.id = id
    self.by = by
  }
}
