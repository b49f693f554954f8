import Testing

@testable import TerminalUI

@Suite struct KeyTableRebindingTests {
  enum Action: Equatable { case down, up, typed(Character) }

  static let table = KeyTable<Void, Action>(
    [
      KeyBinding(command: "down", keys: [.character("j"), .down], summary: "down") { _ in .down },
      KeyBinding(command: "up", keys: [.character("k"), .up], summary: "up") { _ in .up },
    ],
    typing: ("type", { character, _ in .typed(character) })
  )

  @Test func reboundKeysActAndTheOldOnesNoLonger() {
    let rebound = Self.table.rebinding(["down": [.character("n"), .ctrl("n")]])
    #expect(rebound.action(for: .character("n"), in: ()) == .down)
    #expect(rebound.action(for: .ctrl("n"), in: ()) == .down)
    #expect(rebound.action(for: .down, in: ()) == nil)
    #expect(rebound.action(for: .character("j"), in: ()) == .typed("j"))
    #expect(rebound.action(for: .character("k"), in: ()) == .up)
    #expect(rebound.bindings.map(\.keys) == [[.character("n"), .ctrl("n")], [.character("k"), .up]])
    #expect(rebound.typingSummary == "type")
  }

  @Test func anEmptyListUnbindsACommand() {
    let rebound = Self.table.rebinding(["up": []])
    #expect(rebound.action(for: .up, in: ()) == nil)
    #expect(rebound.bindings.map(\.command) == ["down", "up"])
  }

  @Test func findsKeysBoundTwiceAfterRebinding() {
    #expect(Self.table.duplicateKeys(rebinding: [:]).isEmpty)
    let duplicates = Self.table.duplicateKeys(
      rebinding: ["up": [.character("j"), .down], "down": [.down]]
    )
    #expect(duplicates.map(\.key) == [.down])
    #expect(duplicates.map(\.commands) == [["down", "up"]])
    let listedTwice = Self.table.duplicateKeys(rebinding: ["up": [.up, .up]])
    #expect(listedTwice.map(\.commands) == [["up", "up"]])
  }

  /// A key given to a command is taken from the command that has it by default, which keeps
  /// its other keys: a person's binding outlives a new default for the same key.
  @Test func aReboundKeyIsTakenFromItsDefaultCommand() {
    #expect(Self.table.duplicateKeys(rebinding: ["up": [.character("j"), .down]]).isEmpty)
    let rebound = Self.table.rebinding(["up": [.character("j")]])
    #expect(rebound.action(for: .character("j"), in: ()) == .up)
    #expect(rebound.action(for: .down, in: ()) == .down)
    #expect(rebound.bindings.map(\.keys) == [[.down], [.character("j")]])
  }
}
