import TestSupport
import Foundation
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// The probe asks how wide each kind of emoji sequence is drawn and reads the answers apart
/// from keys typed meanwhile.
struct EmojiWidthProbeTests {
  @Test func questionsDrawEachSampleThenAskWhereTheCursorIs() {
    let questions = String(decoding: EmojiWidthProbe.questions(for: [.flag, .skinTone]), as: UTF8.self)
    #expect(questions == "\r🇩🇪\u{1B}[6n\r👍🏽\u{1B}[6n\r\u{1B}[K\u{1B}[c")
  }

  @Test func answersAreSeparatedFromTypedKeys() {
    let bytes = Array("x\u{1B}[5;3R\u{1B}[5;5Ry\u{1B}[?62;22c\u{1B}[A".utf8)
    #expect(
      EmojiWidthProbe.parse(bytes)
        == EmojiWidthProbe.Answers(
          cursorColumns: [3, 5], isComplete: true, unrelated: Array("xy\u{1B}[A".utf8)
        )
    )
  }

  @Test func incompleteAnswerIsNotComplete() {
    #expect(
      EmojiWidthProbe.parse(Array("\u{1B}[5;3R\u{1B}[?62".utf8))
        == EmojiWidthProbe.Answers(
          cursorColumns: [3], isComplete: false, unrelated: Array("\u{1B}[?62".utf8)
        )
    )
  }

  @Test func kindsMovingTheCursorTwoColumnsAreDrawnWhole() {
    let answers = EmojiWidthProbe.Answers(cursorColumns: [3, 5, 3, 2], isComplete: true)
    #expect(
      answers.twoColumnKinds(asked: [.joined, .skinTone, .flag, .emojiPresentation])
        == [.joined, .flag]
    )
  }

  /// The probe on pipes: it writes the questions, and takes the answers a terminal like tmux
  /// 3.3 gives, with a key typed in between handed back.
  @Test func runReadsTheTerminalsAnswers() throws {
    let inputPipe = try #require(closeOnExecPipe())
    let outputPipe = try #require(closeOnExecPipe())
    let input = [inputPipe.reading, inputPipe.writing]
    let output = [outputPipe.reading, outputPipe.writing]
    defer { for descriptor in input + output { close(descriptor) } }
    let answers = Array("\u{1B}[1;3R\u{1B}[1;5Rq\u{1B}[1;3R\u{1B}[1;2R\u{1B}[?1;2c".utf8)
    try #require(write(input[1], answers, answers.count) == answers.count)
    let result = EmojiWidthProbe.run(input: input[0], output: output[1], timeout: .seconds(30))
    #expect(result.twoColumnKinds == [.joined, .flag])
    #expect(result.unrelated == [UInt8(ascii: "q")])
    var written = [UInt8](repeating: 0, count: 4096)
    let count = read(output[0], &written, written.count)
    #expect(
      Array(written.prefix(max(0, count))) == EmojiWidthProbe.questions(for: EmojiSequence.allCases)
    )
  }

  @Test func terminalThatNeverAnswersDrawsNoKindWhole() throws {
    let inputPipe = try #require(closeOnExecPipe())
    let outputPipe = try #require(closeOnExecPipe())
    let input = [inputPipe.reading, inputPipe.writing]
    let output = [outputPipe.reading, outputPipe.writing]
    defer { for descriptor in input + output { close(descriptor) } }
    let result = EmojiWidthProbe.run(input: input[0], output: output[1], timeout: .milliseconds(50))
    #expect(result.twoColumnKinds.isEmpty)
    #expect(result.unrelated.isEmpty)
  }
}
