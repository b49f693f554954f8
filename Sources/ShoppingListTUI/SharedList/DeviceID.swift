import Foundation

/// The stable identity of one device (one home directory on one host) that writes to a shared
/// list: a random UUID created once and kept outside the shared folder (see ``DeviceIdentity``).
///
/// Device ids order the registers of two devices that stamped a change at the same instant:
/// the comparison is on the 128 bits of the UUID, which every device computes the same way.
///
/// ```swift
/// let laptop = DeviceID(uuid: UUID())
/// laptop.description  // "4F1C2A7E-…", the form file names and records use
/// ```
package struct DeviceID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The high and low 64 bits of the UUID, kept as integers so comparing stamps is cheap.
  package let high: UInt64
  package let low: UInt64

  /// The device with this UUID.
  package init(uuid: UUID) {
    // NB: read as two big-endian words, without building arrays: stamps and list order compare
    // ids a hundred thousand times in a sort.
    (high, low) = withUnsafeBytes(of: uuid.uuid) { bytes in
      (
        UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
        UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      )
    }
  }

  /// The device whose UUID's big-endian words are `high` and `low`.
  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// A new random device id.
  package static func random() -> DeviceID { DeviceID(uuid: UUID()) }

  /// The UUID this id was made from.
  package var uuid: UUID {
    func byte(_ value: UInt64, _ index: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: value >> (56 - 8 * index))
    }
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
        byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
        byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      )
    )
  }

  /// The upper-case UUID text, as written in file names and records.
  package var description: String { uuid.uuidString }

  package static func < (lhs: DeviceID, rhs: DeviceID) -> Bool {
    (lhs.high, lhs.low) < (rhs.high, rhs.low)
  }
}
