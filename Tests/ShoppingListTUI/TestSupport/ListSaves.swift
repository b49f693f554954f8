import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

/// List storage for reducer and app tests: records the changes of every save, fails the first
/// saves with the given errors, and can hold each save until the test releases it.
package final class ListSaves: Sendable {
  private let saved = LockIsolated<[[ListChange]]>([])
  private let failures: LockIsolated<[any Error]>
  private let releases: AsyncStream<Void>?
  private let release: AsyncStream<Void>.Continuation?

  /// Storage whose first saves throw `failures`, in order; when `holdsSaves`, each save waits
  /// for ``releaseSave()`` before it finishes.
  package init(failing failures: [any Error] = [], holdsSaves: Bool = false) {
    self.failures = LockIsolated(failures)
    if holdsSaves {
      let (releases, release) = AsyncStream<Void>.makeStream()
      self.releases = releases
      self.release = release
    } else {
      releases = nil
      release = nil
    }
  }

  /// The changes of every save so far, failed attempts included.
  package var all: [[ListChange]] { saved.value }

  /// Lets one held save finish.
  package func releaseSave() {
    release?.yield()
  }

  /// The `listStorage` dependency.
  package var storage: ListStorage {
    ListStorage(
      load: { LoadedList(items: []) },
      save: { changes in
        self.saved.withValue { $0.append(changes) }
        if let releases = self.releases {
          var iterator = releases.makeAsyncIterator()
          _ = await iterator.next()
        }
        if let failure = self.failures.withValue({ $0.isEmpty ? nil : $0.removeFirst() }) {
          throw failure
        }
        return 0
      }
    )
  }

  /// The failure of a full disk, as the live storage words it.
  package static let diskFull = ListStorageError.saveFailed(
    path: "/home/ada/.local/share/shopping-list/list.json",
    cause: SystemCallError(
      action: "writing /home/ada/.local/share/shopping-list/.list.json.tmp-1", code: ENOSPC
    )
  )
}
