import Dependencies
import Foundation

/// Shared state kept in a JSON file: settings that outlive the app, and that another process
/// (a second instance, an editor, a sync engine) may change while it runs.
///
/// ```swift
/// extension URL {
///   static let settingsFile = URL(fileURLWithPath: "/home/me/.config/app/settings.json")
/// }
/// @Shared(.fileStorage(.settingsFile)) var settings = Settings()
/// ```
///
/// A change is written at once, and changes that follow within a second are written together
/// at the end of that second; each write replaces the file atomically. A change to the file
/// made elsewhere is read as soon as inotify reports it. A file that does not decode leaves the
/// value as it was and sets `loadError`; a deleted file takes the value back to its default.
/// Tests use an in-memory storage (``Dependencies/DependencyValues/defaultFileStorage``).
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data
  private let file: FileState

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
    self.decode = decode
    self.encode = encode
    self.file = FileState(url: self.url, storage: storage)
  }

  /// The file, in this storage.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage.id) }

  /// Reads and decodes the file; no file leaves the declared value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: Result { try read() })
  }

  /// Watches the file, reading it again when another process changes it.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let watch = storage.watch(url) { [self] in
      do {
        guard let data = try storage.load(url) else {
          if file.recordRead(nil) { subscriber.yieldReturningInitialValue() }
          return
        }
        // NB: this process's own writes come back as events too; the same bytes are no change.
        guard file.recordRead(data) else { return }
        subscriber.yield(try decode(data))
      } catch {
        subscriber.yield(throwing: error)
      }
    }
    return SharedSubscription { [file] in
      watch.cancel()
      file.flush()
    }
  }

  /// Encodes the value and writes it: now, or with the changes that follow it within the
  /// storage's write interval.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      continuation.resume(throwing: error)
      return
    }
    file.write(data, now: context == .userInitiated, continuation: continuation)
  }

  private func read() throws -> Value? {
    let data = try storage.load(url)
    _ = file.recordRead(data)
    return try data.map(decode)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage("/path")`.
  public var description: String { ".fileStorage(\(String(reflecting: url.path)))" }
}

/// What names a file's value: its path in one storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// A value kept as JSON in the file at `url`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.settingsFile)) var settings = Settings()
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file; its folder is made when missing.
  ///   - decoder: Reads the file.
  ///   - encoder: Writes the file; `.prettyPrinted` and `.sortedKeys` make it easy to edit.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL, decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) }
    )
  }
}
