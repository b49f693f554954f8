import Dependencies
import Foundation

/// How ``FileStorageKey`` reads, writes and watches files: the file system in the app, a
/// dictionary in tests and previews, so tests never touch the disk nor each other.
///
/// ```swift
/// let store = TestStore(initialState: Settings.State()) {
///   Settings()
/// } withDependencies: {
///   $0.defaultFileStorage = .fileSystem  // a test that means to use the disk
/// }
/// ```
public struct FileStorage: Sendable {
  /// Names this storage, so that one file in two storages is two values.
  let id: ObjectIdentifier
  /// The file's bytes, `nil` when there is no file.
  let load: @Sendable (URL) throws -> Data?
  /// Replaces the file, atomically.
  let save: @Sendable (Data, URL) throws -> Void
  /// Calls back when the file may have changed.
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// The shortest time between two writes of one file; later changes are written together.
  var writeInterval: Duration
  /// Runs work after a delay, for the write that ends a burst of changes.
  var schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void

  /// Files on disk: written atomically (a new file renamed over the old one), at most once a
  /// second with the last change always written, and watched with inotify so that a change
  /// made by another process shows.
  public static let fileSystem = FileStorage(
    id: ObjectIdentifier(Anchor.fileSystem),
    load: { url in
      do {
        return try Data(contentsOf: url)
      } catch CocoaError.fileReadNoSuchFile {
        return nil
      }
    },
    save: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      try data.write(to: url, options: .atomic)
    },
    watch: { url, changed in
      // NB: a file that cannot be watched still loads and saves; changes made elsewhere then
      // show the next time the value is loaded.
      guard let watcher = try? FileWatcher(url: url, changed: changed) else {
        return SharedSubscription {}
      }
      return SharedSubscription { watcher.stop() }
    },
    writeInterval: .seconds(1),
    schedule: { delay, work in
      let nanoseconds =
        delay.components.seconds * 1_000_000_000
        + delay.components.attoseconds / 1_000_000_000
      DispatchQueue.global().asyncAfter(
        deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: work
      )
    }
  )

  /// Files in a dictionary, written at once: for tests and previews.
  ///
  /// ```swift
  /// $0.defaultFileStorage = .inMemory()
  /// ```
  public static func inMemory() -> FileStorage {
    let anchor = Anchor()
    let files = LockIsolated<[URL: Data]>([:])
    let watchers = LockIsolated<[URL: [UUID: @Sendable () -> Void]]>([:])
    return FileStorage(
      id: ObjectIdentifier(anchor),
      load: { url in
        _ = anchor
        return files.value[url]
      },
      save: { data, url in
        files.withValue { $0[url] = data }
        for watcher in watchers.value[url, default: [:]].values { watcher() }
      },
      watch: { url, changed in
        let id = UUID()
        watchers.withValue { $0[url, default: [:]][id] = changed }
        return SharedSubscription { watchers.withValue { $0[url]?[id] = nil } }
      },
      writeInterval: .zero,
      schedule: { _, work in work() }
    )
  }

  /// An object whose identity names a storage.
  private final class Anchor: Sendable {
    static let fileSystem = Anchor()
  }
}

extension DependencyValues {
  /// Where ``FileStorageKey`` keeps its files: the file system in the app, a new in-memory
  /// storage in each test.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory() }
  static var previewValue: FileStorage { .inMemory() }
}
