import Dependencies
import Foundation

extension ListStorage: DependencyKey {
  /// The list at the default location (`$XDG_DATA_HOME/shopping-list/list.json`); `main` replaces
  /// it with ``live(file:)`` for the path the command line chose.
  package static let liveValue: ListStorage = {
    let environment = ProcessInfo.processInfo.environment
    let path = try? ListFileLocation.resolve(
      fileOption: nil,
      environment: environment,
      workingDirectory: FileManager.default.currentDirectoryPath,
      userHomeDirectory: ListFileLocation.passwordDatabaseHomeDirectory()
    )
    guard let path else {
      return ListStorage(
        load: { throw ListStorageError.noDefaultLocation },
        save: { _, _ in throw ListStorageError.noDefaultLocation }
      )
    }
    return .live(file: ListFile(path: path))
  }()

  /// Storage of the list in `file`, for the lifetime of the process: the single-file list of
  /// `--file`, which this process alone writes, so nothing arrives from elsewhere.
  package static func live(file: ListFile) -> ListStorage {
    let session = ListFileSession(file: file)
    return ListStorage(
      load: { try await session.load() },
      save: { items, _ in
        try await session.save(items)
        return SaveOutcome()
      }
    )
  }
}
