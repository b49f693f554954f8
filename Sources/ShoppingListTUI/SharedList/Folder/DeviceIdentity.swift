import Foundation
import ShoppingListStorage

/// This device's id and name, kept in a file outside the shared folder (the app uses
/// `$XDG_STATE_HOME/shopping-list/device.json`), so that two home directories on one host are two
/// devices and copying the shared folder never clones an identity.
///
/// The file is created once, under a lock so that two processes starting together agree:
///
/// ```json
/// {"device": "4F1C2A7E-0B5D-4C43-9A57-2E1F6A3B8C9D", "name": "laptop"}
/// ```
///
/// ```swift
/// let me = try DeviceIdentity.loadOrCreate(at: statePath + "/device.json", name: "laptop")
/// ```
package struct DeviceIdentity: Equatable, Sendable {
  /// The device's id.
  package var id: DeviceID
  /// The name shown to other devices ("2 changes from laptop").
  package var name: String

  /// An identity with this id and name.
  package init(id: DeviceID, name: String) {
    self.id = id
    self.name = name
  }

  /// The identity stored at `path`, or a new random one saved there with `name` when there is
  /// none yet.
  ///
  /// An identity that exists is read without the lock, which only creating one needs: a state
  /// folder that cannot be written (a read-only home) still lets a device read its list.
  static func loadOrCreate(
    at path: String, name: String
  ) throws(SharedFolderError) -> DeviceIdentity {
    if let existing = try load(at: path) { return existing }
    return try update(at: path) { existing in
      // NB: another process may have created it between the look and the lock.
      existing ?? DeviceIdentity(id: .random(), name: name)
    }
  }

  /// Gives the identity stored at `path` the name `name` (a new identity when there is none),
  /// under the lock that creating one takes, and returns it.
  package static func rename(
    at path: String, to name: String
  ) throws(SharedFolderError) -> DeviceIdentity {
    try update(at: path) { existing in
      DeviceIdentity(id: existing?.id ?? .random(), name: name)
    }
  }

  /// Writes the identity `change` makes of the one stored at `path` (`nil` when there is none),
  /// under the identity's lock, unless it is unchanged, and returns it.
  private static func update(
    at path: String, _ change: (DeviceIdentity?) -> DeviceIdentity
  ) throws(SharedFolderError) -> DeviceIdentity {
    let lock: ListFileLock
    do {
      lock = try ListFileLock.acquire(forListAt: path, waiting: true)
    } catch {
      throw .cannotLock(path: path, reason: error.description)
    }
    defer { lock.release() }
    let existing = try load(at: path)
    let identity = change(existing)
    guard identity != existing else { return identity }
    do {
      try AtomicFile.write(identity.encoded(), to: path)
    } catch {
      throw .saveFailed(path: path, reason: error.description)
    }
    return identity
  }

  /// The identity stored at `path`, or `nil` when there is none.
  private static func load(at path: String) throws(SharedFolderError) -> DeviceIdentity? {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.contentsIfPresent(of: path)
    } catch {
      throw .invalidIdentity(path: path, reason: error.reason)
    }
    guard let bytes else { return nil }
    do {
      return try decode(bytes)
    } catch {
      throw .invalidIdentity(path: path, reason: error.description)
    }
  }

  /// The identity file's bytes.
  package func encoded() -> [UInt8] {
    var output = Array("{\"device\": \"".utf8)
    id.uuid.appendASCII(to: &output)
    output.append(contentsOf: "\", \"name\": ".utf8)
    ListFileEncoder.appendString(name, to: &output)
    output.append(contentsOf: "}\n".utf8)
    return output
  }

  /// The identity in an identity file's bytes.
  package static func decode(_ bytes: [UInt8]) throws(ListFileFormatError) -> DeviceIdentity {
    try bytes.withUnsafeBufferPointer { buffer throws(ListFileFormatError) in
      var reader = JSONReader(bytes: buffer)
      var id: DeviceID?
      var name = ""
      try reader.readObject("'{' at the start of a device identity") {
        reader, key throws(ListFileFormatError) in
        if try reader.token(key, is: "device") {
          let token = try reader.readStringToken("the device id in double quotes")
          guard let uuid = UUID(uuidString: try reader.string(token)) else {
            throw reader.error("a device id must be a UUID", at: token.quote)
          }
          id = DeviceID(uuid: uuid)
        } else if try reader.token(key, is: "name") {
          name = try reader.string(reader.readStringToken("the name in double quotes"))
        } else {
          try reader.skipValue()
        }
      }
      guard let id else { throw reader.error("there is no \"device\"", at: 0) }
      return DeviceIdentity(id: id, name: name)
    }
  }
}
