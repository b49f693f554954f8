import Synchronization
import Testing

@testable import Architecture

/// A case path that checks tags extracts what `AnyCasePath(keyPath)` extracts; for one of the
/// enum's own cases it runs the key path once for each other case, and any other case path runs
/// it every time.
// NB: serialized, as two tests count the lookups of `Counted`'s key paths.
@Suite(.serialized)
struct AnyCasePathTagCheckTests {
  @CasePathable
  enum Action: Equatable {
    case child(Child)
    case count(Int)
    case reset
  }

  @CasePathable
  enum Child: Equatable {
    case tapped(String)
    case closed
  }

  /// Counts how often the key paths of its cases run; lists its cases as `@CasePathable` does.
  enum Counted: CasePathIterable, Equatable {
    case number(Int)
    case text(String)
    case nothing
    case shouted(String)
    indirect case wrapped(Counted)

    static let lookups = Atomic<Int>(0)

    struct AllCasePaths: Sequence {
      var number: AnyCasePath<Counted, Int> {
        Counted.lookups.add(1, ordering: .relaxed)
        return AnyCasePath(embed: Counted.number) {
          guard case .number(let value) = $0 else { return nil }
          return value
        }
      }
      var text: AnyCasePath<Counted, String> {
        Counted.lookups.add(1, ordering: .relaxed)
        return AnyCasePath(embed: Counted.text) {
          guard case .text(let value) = $0 else { return nil }
          return value
        }
      }
      var nothing: AnyCasePath<Counted, Void> {
        Counted.lookups.add(1, ordering: .relaxed)
        return AnyCasePath(embed: { Counted.nothing }) {
          guard case .nothing = $0 else { return nil }
          return ()
        }
      }

      /// Extracts the payload in capitals: not the payload's bytes.
      var shouted: AnyCasePath<Counted, String> {
        Counted.lookups.add(1, ordering: .relaxed)
        return AnyCasePath(embed: Counted.shouted) {
          guard case .shouted(let value) = $0 else { return nil }
          return value.uppercased()
        }
      }
      var wrapped: AnyCasePath<Counted, Counted> {
        Counted.lookups.add(1, ordering: .relaxed)
        return AnyCasePath(embed: Counted.wrapped) {
          guard case .wrapped(let value) = $0 else { return nil }
          return value
        }
      }

      func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Counted>]> {
        [\.number, \.text, \.nothing, \.shouted, \.wrapped].makeIterator()
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  /// Lists no case paths, and its one case path extracts from two cases.
  enum Either: CasePathable {
    case left(Int)
    case right(Int)
    case neither

    struct AllCasePaths {
      var side: AnyCasePath<Either, Int> {
        AnyCasePath(embed: Either.left) {
          switch $0 {
          case .left(let value), .right(let value): value
          case .neither: nil
          }
        }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @Test func extractsWhatTheKeyPathExtractsInEveryOrder() {
    let child = AnyCasePath(checkingTags: \Action.Cases.child)
    #expect(child.extract(from: .reset) == nil)
    #expect(child.extract(from: .count(3)) == nil)
    #expect(child.extract(from: .child(.closed)) == .closed)
    #expect(child.extract(from: .count(3)) == nil)
    #expect(child.extract(from: .child(.tapped("a"))) == .tapped("a"))
    #expect(child.extract(from: .reset) == nil)
    #expect(child.embed(.closed) == .child(.closed))

    let count = AnyCasePath(checkingTags: \Action.Cases.count)
    #expect(count.extract(from: .count(-1)) == -1)
    #expect(count.extract(from: .child(.closed)) == nil)
    #expect(count.extract(from: .count(7)) == 7)

    let reset = AnyCasePath(checkingTags: \Action.Cases.reset)
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .count(0)) == nil)
    #expect(reset.extract(from: .reset) != nil)
  }

  @Test func aPathThroughTwoCasesRunsItsKeyPathForEveryValueOfTheOuterCase() {
    let tapped = AnyCasePath(checkingTags: \Action.Cases.child.tapped)
    #expect(tapped.extract(from: .child(.tapped("x"))) == "x")
    #expect(tapped.extract(from: .child(.closed)) == nil)
    #expect(tapped.extract(from: .child(.tapped("y"))) == "y")
    #expect(tapped.extract(from: .count(1)) == nil)
    #expect(tapped.embed("z") == .child(.tapped("z")))
  }

  @Test func anOwnCaseRunsItsKeyPathOncePerOtherCaseAndOnceForItsOwn() {
    let number = AnyCasePath(checkingTags: \Counted.Cases.number)
    let start = Counted.lookups.load(ordering: .relaxed)
    func lookups() -> Int { Counted.lookups.load(ordering: .relaxed) - start }

    #expect(number.extract(from: .text("a")) == nil)
    #expect(lookups() == 1)
    #expect(number.extract(from: .text("b")) == nil)
    #expect(lookups() == 1)

    #expect(number.extract(from: .number(4)) == 4)
    #expect(lookups() == 2)
    #expect(number.extract(from: .nothing) == nil)
    #expect(number.extract(from: .text("c")) == nil)
    #expect(lookups() == 2)

    #expect(number.extract(from: .number(5)) == 5)
    #expect(number.extract(from: .number(-6)) == -6)
    #expect(number.extract(from: .text("d")) == nil)
    #expect(lookups() == 2)

    let text = AnyCasePath(checkingTags: \Counted.Cases.text)
    let long = String(repeating: "a text on the heap ", count: 8)
    #expect(text.extract(from: .text(long)) == long)
    #expect(text.extract(from: .text("short")) == "short")
    #expect(text.extract(from: .number(1)) == nil)
    #expect(lookups() == 3)
  }

  @Test func anOwnCaseWhoseKeyPathIsNotItsPayloadRunsItsKeyPathEveryTime() {
    let shouted = AnyCasePath(checkingTags: \Counted.Cases.shouted)
    let wrapped = AnyCasePath(checkingTags: \Counted.Cases.wrapped)
    let start = Counted.lookups.load(ordering: .relaxed)
    func lookups() -> Int { Counted.lookups.load(ordering: .relaxed) - start }

    #expect(shouted.extract(from: .shouted("hey")) == "HEY")
    #expect(shouted.extract(from: .shouted("you")) == "YOU")
    #expect(lookups() == 2)

    // NB: an indirect case's payload is a box, not the value.
    #expect(wrapped.extract(from: .wrapped(.number(1))) == .number(1))
    #expect(wrapped.extract(from: .wrapped(.text("in"))) == .text("in"))
    #expect(wrapped.extract(from: .number(2)) == nil)
    #expect(lookups() == 4)
  }

  @Test func aCasePathTheEnumDoesNotListExtractsFromEveryCaseItCovers() {
    let side = AnyCasePath(checkingTags: \Either.Cases.side)
    #expect(side.extract(from: .left(1)) == 1)
    #expect(side.extract(from: .right(2)) == 2)
    #expect(side.extract(from: .neither) == nil)
    #expect(side.extract(from: .left(3)) == 3)
  }
}
