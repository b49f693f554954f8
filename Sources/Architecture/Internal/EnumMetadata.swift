/// An enum type's metadata and the functions of its value witness table that only enums have,
/// read as the Swift ABI lays them out, for the readers of an enum's tags and payloads.
///
/// A type's metadata starts with its kind (enum 0x201, optional 0x202) and is preceded by a
/// pointer to its value witness table, in which an enum's own functions follow eight functions,
/// the size, the stride, the flags and the count of extra inhabitants.
struct EnumMetadata: @unchecked Sendable {
  // NB: unchecked, as both pointers are immutable and live as long as the process.
  /// The type's metadata, which every value witness is passed.
  let pointer: UnsafeRawPointer
  private let witnesses: UnsafeRawPointer

  /// The functions of an enum's value witness table, in its order.
  enum Witness: Int {
    case getEnumTag
    case destructiveProjectEnumData
    case destructiveInjectEnumTag
  }

  /// The metadata of `type`, or `nil` when it is not an enum (nor an optional).
  init?(of type: Any.Type) {
    let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = pointer.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    self.pointer = pointer
    self.witnesses = pointer.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  /// The witness `witness`, as a function of type `Function`.
  func function<Function>(_ witness: Witness, as _: Function.Type) -> Function {
    let offset =
      (8 + witness.rawValue) * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<Int>.size
      + 2 * MemoryLayout<UInt32>.size
    return witnesses.load(fromByteOffset: offset, as: Function.self)
  }
}
