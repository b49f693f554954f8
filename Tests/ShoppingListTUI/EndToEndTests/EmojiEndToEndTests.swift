import Foundation
import TestSupport
import Testing

/// Emoji sequences in the real binary in tmux: each is drawn whole where tmux draws it two
/// columns wide, as its fallback where it does not, and the name after it stays in its column.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct EmojiEndToEndTests {
  @Test func emojiSequencesAreWholeOrTheirFallbackAndColumnsStayAligned() async throws {
    let session = try await TmuxSession(width: 40, height: 12)
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    try session.paste("👩‍💻 coder\n🇩🇪 flag\n👍🏽 thumbs\n❤️ heart\n")
    let screen = try await session.waitForScreen(containing: "4 items · 0 in basket")
    // NB: tmux 3.3 draws a joined sequence and a flag two columns wide, but a skin tone four
    // and a text-default emoji one: those show their fallback.
    let rows = [
      ["[ ] 👩‍💻 coder", "[ ] 👩 coder"],
      ["[ ] 🇩🇪 flag", "[ ] DE flag"],
      ["[ ] 👍🏽 thumbs", "[ ] 👍 thumbs"],
      ["[ ] ❤️ heart", "[ ] ❤  heart"],
    ]
    for forms in rows {
      let shown = screen.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
      #expect(shown.contains { forms.contains($0) }, "\(forms) in \(screen)")
    }
    // NB: tmux has drawn flags two columns wide since 3.3, so the whole form is what shows.
    #expect(screen.contains { $0.hasSuffix("[ ] 🇩🇪 flag") })
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    #expect(
      try session.listOnDisk().map(\.name).sorted()
        == ["❤️ heart", "👍🏽 thumbs", "👩‍💻 coder", "🇩🇪 flag"].sorted()
    )
  }
}
