import Foundation

/// The boxes of the shared values in use, by key: declaring `@Shared(.inMemory("count"))` twice
/// gives one value. A box is kept only while some `Shared` holds it.
enum SharedBoxes {
  private struct Entry {
    weak var box: AnyObject?
  }

  private struct Name: Hashable {
    var id: AnyHashable
    var keyType: ObjectIdentifier
    var valueType: ObjectIdentifier
  }

  // NB: recursive, as a key's `load` may itself declare shared state.
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var entries: [Name: Entry] = [:]
  /// The count past which released boxes are swept out of `entries`.
  nonisolated(unsafe) private static var sweepAt = 64

  /// The box of `key`'s value, made with `initialValue` if none is in use; a new box loads the
  /// stored value at once unless `loadsAtOnce` is false (its caller loads it).
  static func box<Key: SharedReaderKey>(
    for key: Key, initialValue: @autoclosure () throws -> Key.Value, loadsAtOnce: Bool = true
  ) rethrows -> SharedBox<Key.Value> {
    // NB: two kinds of key may use equal identifiers for different values.
    let keyType = (Key.self as? any KeyWithDefault.Type)?.baseKeyType ?? Key.self
    let name = Name(
      id: AnyHashable(key.id), keyType: ObjectIdentifier(keyType),
      valueType: ObjectIdentifier(Key.Value.self)
    )
    return try lock.withLock {
      if let box = entries[name]?.box as? SharedBox<Key.Value> { return box }
      let box = SharedBox(key: key, initialValue: try initialValue(), loadsAtOnce: loadsAtOnce)
      entries[name] = Entry(box: box)
      if entries.count >= sweepAt {
        entries = entries.filter { $0.value.box != nil }
        sweepAt = max(64, entries.count * 2)
      }
      return box
    }
  }
}

/// A key with a default value, which names the same value as its base key.
protocol KeyWithDefault {
  static var baseKeyType: Any.Type { get }
}

extension SharedKeyDefault: KeyWithDefault {
  static var baseKeyType: Any.Type {
    (Base.self as? any KeyWithDefault.Type)?.baseKeyType ?? Base.self
  }
}
