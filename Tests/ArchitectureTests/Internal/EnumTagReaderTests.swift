import Testing

@testable import Architecture

/// Tags number an enum's cases as the Swift ABI does: the cases with a payload first, in the
/// order they are declared, then the cases without one; a payload never changes the tag.
struct EnumTagReaderTests {
  enum Mixed {
    case first(Int)
    case plain
    case second(String, Double)
    case last
  }

  indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
    case empty
  }

  enum Generic<Payload> {
    case some(Payload)
    case other([Payload])
    case none
  }

  enum NoPayloads { case a, b, c }

  enum Single { case only(String) }

  final class Reference {}
  struct Plain { var value = 0 }

  @Test func casesWithPayloadsComeFirstThenTheOthersInOrder() throws {
    let tags = try #require(EnumTagReader<Mixed>())
    #expect(tags.tag(of: .first(1)) == 0)
    #expect(tags.tag(of: .second("a", 1.5)) == 1)
    #expect(tags.tag(of: .plain) == 2)
    #expect(tags.tag(of: .last) == 3)
  }

  @Test func aPayloadNeverChangesTheTag() throws {
    let tags = try #require(EnumTagReader<Mixed>())
    #expect(tags.tag(of: .first(.min)) == 0)
    #expect(tags.tag(of: .first(.max)) == 0)
    #expect(tags.tag(of: .second(String(repeating: "long ", count: 40), -0.0)) == 1)
    #expect(tags.tag(of: .second("", .nan)) == 1)
  }

  @Test func indirectGenericAndPayloadFreeEnums() throws {
    let trees = try #require(EnumTagReader<Tree>())
    #expect(trees.tag(of: .leaf(7)) == 0)
    #expect(trees.tag(of: .node(.leaf(1), .empty)) == 1)
    #expect(trees.tag(of: .empty) == 2)

    let generic = try #require(EnumTagReader<Generic<String>>())
    #expect(generic.tag(of: .some("x")) == 0)
    #expect(generic.tag(of: .other(["y", "z"])) == 1)
    #expect(generic.tag(of: .none) == 2)

    let plain = try #require(EnumTagReader<NoPayloads>())
    #expect([plain.tag(of: .a), plain.tag(of: .b), plain.tag(of: .c)] == [0, 1, 2])

    let single = try #require(EnumTagReader<Single>())
    #expect(single.tag(of: .only("one")) == 0)
  }

  @Test func optionalsHaveSomeThenNone() throws {
    let optionals = try #require(EnumTagReader<Int?>())
    #expect(optionals.tag(of: 5) == 0)
    #expect(optionals.tag(of: nil) == 1)

    let nested = try #require(EnumTagReader<Mixed?>())
    #expect(nested.tag(of: .some(.last)) == 0)
    #expect(nested.tag(of: nil) == 1)
  }

  @Test func typesThatAreNotEnumsHaveNoReader() {
    #expect(EnumTagReader<Int>() == nil)
    #expect(EnumTagReader<String>() == nil)
    #expect(EnumTagReader<Plain>() == nil)
    #expect(EnumTagReader<Reference>() == nil)
    #expect(EnumTagReader<(Int, Int)>() == nil)
    #expect(EnumTagReader<[Mixed]>() == nil)
  }
}
