/// Reads the payload of an enum value as `Payload`, from the enum's value witnesses: what
/// `if case .some(let payload) = value` does in code compiled for the enum, for code that only
/// knows the enum as a generic type.
///
/// ```swift
/// let payloads = EnumPayloadReader<Action, Int>()!
/// payloads.holds(3, in: .count(3), tag: 0)    // true: `count`'s payload is an `Int`
/// payloads.payload(of: .count(7), tag: 0)     // 7
/// ```
///
/// The reader cannot tell which case a value is in, nor whether `Payload` is that case's payload
/// type, nor whether the case is `indirect` (its payload is then a box): a caller reads only
/// values of a case it checked, and checks that the reader agrees with code compiled for the
/// enum before trusting it (see `AnyCasePath(checkingTags:)`).
struct EnumPayloadReader<Enum, Payload>: @unchecked Sendable {
  // NB: unchecked, as the pointers are immutable and live as long as the process: a type's
  // metadata and functions of the runtime's.
  private let metadata: UnsafeRawPointer
  private let projectPayload: ProjectPayload
  private let injectTag: InjectTag

  /// A reader of `Enum`'s payloads as `Payload`, or `nil` when `Enum` is not an enum (nor an
  /// optional) or `Payload` is larger than `Enum`.
  init?() {
    guard MemoryLayout<Payload>.size <= MemoryLayout<Enum>.size,
      MemoryLayout<Payload>.alignment <= MemoryLayout<Enum>.alignment,
      let metadata = EnumMetadata(of: Enum.self)
    else { return nil }
    self.metadata = metadata.pointer
    self.projectPayload = metadata.function(.destructiveProjectEnumData, as: ProjectPayload.self)
    self.injectTag = metadata.function(.destructiveInjectEnumTag, as: InjectTag.self)
  }

  /// The payload of `value`, whose case has `tag`, as `Payload`. Only for a case whose payload
  /// ``holds(_:in:tag:)`` confirmed.
  func payload(of value: Enum, tag: UInt32) -> Payload {
    withPayload(of: value, tag: tag) { $0.assumingMemoryBound(to: Payload.self).pointee }
  }

  /// Whether the payload of `value`, whose case has `tag`, has the bytes of `payload`: then
  /// ``payload(of:tag:)`` reads what `payload` is for every value of that case.
  ///
  /// The payload is compared as bytes, never read as a `Payload`, so an `indirect` case (whose
  /// payload is a box) or a payload of another type answers `false` rather than being used.
  /// Two copies of one value have the same bytes, as what they refer to is shared, not copied;
  /// a type with padding between its fields may answer `false`, which only costs speed.
  func holds(_ payload: Payload, in value: Enum, tag: UInt32) -> Bool {
    withPayload(of: value, tag: tag) { projected in
      let projected = UnsafeRawBufferPointer(
        start: UnsafeRawPointer(projected), count: MemoryLayout<Payload>.size)
      return withUnsafeBytes(of: payload) { $0.elementsEqual(projected) }
    }
  }

  /// Runs `body` on the payload of a copy of `value`, whose case has `tag`: the copy's tag is
  /// taken off for `body` and put back after it, so the copy is an `Enum` again and is
  /// destroyed as one. `body` may copy the payload out, never move it.
  @inline(__always)
  private func withPayload<Result>(
    of value: Enum, tag: UInt32, _ body: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { copy in
      let raw = UnsafeMutableRawPointer(copy)
      self.projectPayload(raw, self.metadata)
      let result = body(raw)
      self.injectTag(raw, tag, self.metadata)
      return result
    }
  }

  private typealias ProjectPayload =
    @convention(c) (_ value: UnsafeMutableRawPointer, _ metadata: UnsafeRawPointer) -> Void
  private typealias InjectTag =
    @convention(c) (
      _ value: UnsafeMutableRawPointer, _ tag: UInt32, _ metadata: UnsafeRawPointer
    ) -> Void
}
