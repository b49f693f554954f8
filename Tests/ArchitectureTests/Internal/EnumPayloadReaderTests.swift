import Testing

@testable import Architecture

/// A payload read from an enum's value witnesses is the value `if case` binds, once the reader
/// confirmed the case's payload has the bytes of the value the case's own code extracted; an
/// `indirect` case or a payload of another type is never confirmed, and reading or confirming
/// neither leaks nor over-releases what the payload refers to.
struct EnumPayloadReaderTests {
  final class Reference: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
  }

  enum Mixed {
    case number(Int)
    case text(String)
    case pair(count: Int, label: String)
    case reference(Reference)
    case any(Any)
    case optional(Int?)
    case nothing
    indirect case nested(Mixed)
  }

  enum Single {
    case only(String)
    case neither
    case nor
  }

  struct Padded: Equatable {
    var flag: Bool
    var number: Int
  }

  enum WithPadding { case padded(Padded), other(Int) }

  enum Tags {
    static let number: UInt32 = 0
    static let text: UInt32 = 1
    static let pair: UInt32 = 2
    static let reference: UInt32 = 3
    static let any: UInt32 = 4
    static let optional: UInt32 = 5
    static let nested: UInt32 = 6
  }

  @Test func readsEachPayloadOfAMultiPayloadEnum() throws {
    let numbers = try #require(EnumPayloadReader<Mixed, Int>())
    #expect(numbers.holds(-42, in: .number(-42), tag: Tags.number))
    #expect(numbers.payload(of: .number(-42), tag: Tags.number) == -42)
    #expect(numbers.payload(of: .number(.max), tag: Tags.number) == .max)

    let texts = try #require(EnumPayloadReader<Mixed, String>())
    let long = String(repeating: "a long text on the heap ", count: 20)
    #expect(texts.holds(long, in: .text(long), tag: Tags.text))
    #expect(texts.payload(of: .text(long), tag: Tags.text) == long)
    #expect(texts.payload(of: .text("short"), tag: Tags.text) == "short")

    let pairs = try #require(EnumPayloadReader<Mixed, (count: Int, label: String)>())
    let pair = (count: 3, label: "three")
    #expect(pairs.holds(pair, in: .pair(count: 3, label: "three"), tag: Tags.pair))
    #expect(pairs.payload(of: .pair(count: 3, label: "three"), tag: Tags.pair) == pair)

    let optionals = try #require(EnumPayloadReader<Mixed, Int?>())
    #expect(optionals.holds(nil, in: .optional(nil), tag: Tags.optional))
    #expect(optionals.payload(of: .optional(nil), tag: Tags.optional) == nil)
    #expect(optionals.payload(of: .optional(9), tag: Tags.optional) == 9)

    // NB: not confirmed: an existential's copy leaves the unused bytes of its buffer as they
    // were, so the bytes may differ; read, it is the value.
    let anys = try #require(EnumPayloadReader<Mixed, Any>())
    #expect(anys.payload(of: .any([4, 5]), tag: Tags.any) as? [Int] == [4, 5])

    let nothing = try #require(EnumPayloadReader<Mixed, Void>())
    #expect(nothing.holds((), in: .nothing, tag: 7))
  }

  @Test func anotherValueOfTheSameTypeDoesNotHoldTheSamePayload() throws {
    let texts = try #require(EnumPayloadReader<Mixed, String>())
    #expect(!texts.holds("other", in: .text("text"), tag: Tags.text))
    let numbers = try #require(EnumPayloadReader<Mixed, Int>())
    #expect(!numbers.holds(1, in: .number(2), tag: Tags.number))
  }

  @Test func anIndirectCaseIsNeverConfirmed() throws {
    let nested = try #require(EnumPayloadReader<Mixed, Mixed>())
    let inner = Mixed.text(String(repeating: "inner ", count: 10))
    #expect(!nested.holds(inner, in: .nested(inner), tag: Tags.nested))
    // NB: the enum is intact after the check: its payload still reads as the inner value.
    let value = Mixed.nested(inner)
    #expect(!nested.holds(inner, in: value, tag: Tags.nested))
    guard case .nested(.text(let text)) = value else {
      Issue.record("the value changed")
      return
    }
    #expect(text == String(repeating: "inner ", count: 10))
  }

  @Test func aReferenceIsNeitherLeakedNorReleasedTooOften() throws {
    let references = try #require(EnumPayloadReader<Mixed, Reference>())
    weak var released: Reference?
    do {
      let reference = Reference("kept")
      released = reference
      let value = Mixed.reference(reference)
      #expect(references.holds(reference, in: value, tag: Tags.reference))
      for _ in 0..<100 {
        #expect(references.payload(of: value, tag: Tags.reference) === reference)
      }
      #expect(!references.holds(Reference("other"), in: value, tag: Tags.reference))
      #expect(released?.name == "kept")
    }
    #expect(released == nil)
  }

  @Test func aSinglePayloadEnumAndAnOptional() throws {
    let single = try #require(EnumPayloadReader<Single, String>())
    #expect(single.holds("one", in: .only("one"), tag: 0))
    #expect(single.payload(of: .only("one"), tag: 0) == "one")

    let optional = try #require(EnumPayloadReader<Reference?, Reference>())
    let reference = Reference("some")
    #expect(optional.holds(reference, in: reference, tag: 0))
    #expect(optional.payload(of: reference, tag: 0) === reference)
  }

  @Test func aPayloadWithPaddingReadsItsValue() throws {
    let padded = try #require(EnumPayloadReader<WithPadding, Padded>())
    let value = Padded(flag: true, number: 12)
    #expect(padded.payload(of: .padded(value), tag: 0) == value)
  }

  @Test func typesThatAreNotEnumsOrPayloadsLargerThanTheEnumHaveNoReader() {
    #expect(EnumPayloadReader<Int, Int>() == nil)
    #expect(EnumPayloadReader<Reference, Reference>() == nil)
    #expect(EnumPayloadReader<Single, (String, String)>() == nil)
  }
}
