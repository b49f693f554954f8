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
  init?() {
    guard let metadata = EnumMetadata(of: Enum.self) else { return nil }
    self.metadata = metadata.pointer
    self.getEnumTag = metadata.function(.getEnumTag, as: GetEnumTag.self)
  }

  /// The number of `value`'s case.
  func tag(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { self.getEnumTag(UnsafeRawPointer($0), self.metadata) }
  }

  private typealias GetEnumTag =
    @convention(c) (_ value: UnsafeRawPointer, _ metadata: UnsafeRawPointer) -> UInt32
}
