import SharedList
import ShoppingListStorage

/// Opens the list the command line chose for the full-screen app: the single list file of
/// `--file`, or the shared folder (loading or creating this device's identity and taking an old
/// `list.json` over on the first run), and says in one line what the status bar should tell.
enum ListOpening {
  /// The storage of the chosen list, its history and stores (none for a single list file),
  /// what starts reading them (once the first frame is drawn), and a message for the first frame's
  /// status bar, if any.
  ///
  /// A `list.json` that an older shopping-list still has open is not taken over this time (the
  /// message says so); it is the next time the app starts with it closed.
  ///
  /// - Throws: ``SharedFolderError`` when the device identity is invalid or cannot be saved, and
  ///   what the migration throws when it cannot write the folder; the app then does not start.
  static func storage(
    for target: ListTarget
  ) throws -> Opened {
    switch target {
    case .singleFile(let file):
      return Opened(
        storage: .live(file: file), history: .none, stores: .none, readHistory: {}, notice: nil)
    case .sharedFolder(var location):
      var notice: String?
      let opened: OpenedSharedList
      do {
        opened = try OpenedSharedList.open(at: location)
      } catch ListStorageError.locked(let path) {
        location.legacyList = nil
        opened = try OpenedSharedList.open(at: location)
        notice =
          "\(FileSystem.fileName(of: path)) is open in an older shopping-list; "
          + "it is taken over when that one quits and this one starts again"
      }
      if let migration = opened.migration {
        let count = migration.itemCount
        notice =
          "Took over \(count) item\(count == 1 ? "" : "s") from list.json "
          + "(kept as \(FileSystem.fileName(of: migration.backupPath)))"
      }
      let session = SharedListSession(folder: opened.folder)
      return Opened(
        storage: .shared(session), history: ListHistory { session.history.index },
        stores: session.stores.client,
        readHistory: {
          session.history.readInBackground()
          session.stores.readInBackground()
        },
        notice: notice
      )
    }
  }

  /// The chosen list, opened.
  struct Opened: Sendable {
    /// Loads and saves the list.
    var storage: ListStorage
    /// The list's history as read so far.
    var history: ListHistory
    /// The household's stores and trips (none for a single list file).
    var stores: StoresClient
    /// Starts reading the history and the stores in the background.
    var readHistory: @Sendable () -> Void
    /// What the first frame's status bar says, if anything.
    var notice: String?
  }
}
