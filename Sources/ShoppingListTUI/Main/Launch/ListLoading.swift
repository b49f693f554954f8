import Architecture
import Dispatch
import ShoppingListFeatures
import ShoppingListStorage

/// Opens the list for the app before the store starts, so the first frame already shows it:
/// writable when this instance got the lock, read-only with the reason when another
/// shopping-list holds it or the file cannot be used (then empty, and never written).
enum ListLoading {
  /// The list pane's first state, loaded through `storage`.
  ///
  /// ```swift
  /// let list = await ListLoading.initialState(from: .live(file: options.listFile))
  /// list.isReadOnly  // true when another shopping-list has the file open
  /// ```
  static func initialState(from storage: ListStorage) async -> ShoppingList.State {
    do {
      let loaded = try await storage.load()
      return ShoppingList.State(
        items: loaded.items, readOnlyReason: loaded.readOnlyReason?.description,
        isOnDisk: loaded.isOnDisk, skippedFiles: loaded.skippedFiles, list: loaded.list,
        lists: loaded.lists
      )
    } catch {
      return ShoppingList.State(readOnlyReason: String(describing: error))
    }
  }

  /// ``initialState(from:)`` for the launcher, which is synchronous: blocks the calling thread
  /// until the list is loaded.
  ///
  /// The storage does its file work on its own queue and the load needs no actor, so blocking
  /// the main thread here, before the terminal and the store exist, cannot deadlock.
  static func initialStateWaiting(from storage: ListStorage) -> ShoppingList.State {
    let state = LockIsolated<ShoppingList.State?>(nil)
    let loaded = DispatchSemaphore(value: 0)
    Task.detached {
      let list = await initialState(from: storage)
      state.setValue(list)
      loaded.signal()
    }
    loaded.wait()
    guard let list = state.value else {
      preconditionFailure("The list loading task ended without a list.")
    }
    return list
  }
}
