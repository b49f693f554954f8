/// Reads which case a value of an enum is in, from the enum's value witnesses: a number per
/// case, the same for every value of that case whatever its payload.
///
/// ```swift
/// let tags = EnumTagReader<Action>()!
/// tags.tag(of: .increment) == tags.tag(of: .increment)  // true
/// tags.tag(of: .increment) == tags.tag(of: .decrement)  // false
/// EnumTagReader<Int>()                                   // nil: not an enum
/// ```
///
/// Reading a tag neither copies nor consumes the value and costs one indirect call, where
/// asking a case key path runs a key path and boxes the value.
struct EnumTagReader<Enum>: @unchecked Sendable {
  // NB: unchecked, as both pointers are immutable and live as long as the process: a type's
  // metadata and a function of the runtime's.
  private let metadata: UnsafeRawPointer
  private let getEnumTag: GetEnumTag

  /// A reader for `Enum`'s cases, or `nil` when `Enum` is not an enum (nor an optional).
  // NB: the layout is the Swift ABI's: a type's metadata starts with its kind (enum 0x201,
  // optional 0x202) and is preceded by a pointer to its value witness table, in which an enum's
  // `getEnumTag` follows eight functions, the size, the stride, the flags and the count of
  // extra inhabitants.
  init?() {
    let metadata = unsafeBitCast(Enum.self as Any.Type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let offset =
      8 * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<Int>.size
      + 2 * MemoryLayout<UInt32>.size
    self.metadata = metadata
    self.getEnumTag = witnesses.load(fromByteOffset: offset, as: GetEnumTag.self)
  }

  /// The number of `value`'s case.
  func tag(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { self.getEnumTag(UnsafeRawPointer($0), self.metadata) }
  }

  private typealias GetEnumTag =
    @convention(c) (_ value: UnsafeRawPointer, _ metadata: UnsafeRawPointer) -> UInt32
}
