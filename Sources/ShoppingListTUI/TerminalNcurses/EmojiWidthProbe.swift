import Foundation
import TerminalUI

/// Asks the terminal which kinds of ``EmojiSequence`` it draws two columns wide, so the backend
/// can write those whole and show the others as their fallback, columns aligned either way.
///
/// For each kind it goes back to the first column, draws a sample and asks where the cursor is
/// (`ESC [6n`, answered `ESC [row;column R`); then it asks for the terminal's attributes
/// (`ESC [c`), which every terminal answers, so that answer says all the others are in. Bytes
/// that are not answers (keys typed meanwhile) are handed back, not lost.
enum EmojiWidthProbe {
  /// What the terminal answered.
  struct Answers: Equatable {
    /// The column (from 1) the cursor was at after each sample, in the order asked.
    var cursorColumns: [Int] = []
    /// Whether the answer that comes last arrived.
    var isComplete = false
    /// Everything else read, in order.
    var unrelated: [UInt8] = []

    /// The kinds whose sample moved the cursor exactly two columns.
    func twoColumnKinds(asked kinds: [EmojiSequence]) -> Set<EmojiSequence> {
      Set(zip(kinds, cursorColumns).filter { $0.1 == 3 }.map(\.0))
    }
  }

  /// The questions for `kinds`, in their order.
  static func questions(for kinds: [EmojiSequence]) -> [UInt8] {
    let perKind = kinds.map { "\r\($0.sample)\u{1B}[6n" }.joined()
    return Array((perKind + "\r\u{1B}[K\u{1B}[c").utf8)
  }

  /// Asks the terminal on `input` and `output` about every kind, waiting at most `timeout` for
  /// the answers; a terminal that does not answer gets no kind drawn whole.
  static func run(
    input: Int32, output: Int32, timeout: Duration
  ) -> (twoColumnKinds: Set<EmojiSequence>, unrelated: [UInt8]) {
    let kinds = EmojiSequence.allCases
    guard writeAll(questions(for: kinds), to: output) else { return ([], []) }
    let deadline = ContinuousClock.now + timeout
    var received: [UInt8] = []
    var answers = Answers()
    var buffer = [UInt8](repeating: 0, count: 256)
    while !answers.isComplete {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { break }
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(left.components.seconds * 1000)
        + Int32(left.components.attoseconds / 1_000_000_000_000_000) + 1
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer.prefix(count)
      answers = parse(received)
    }
    return (answers.twoColumnKinds(asked: kinds), answers.unrelated)
  }

  /// Splits `bytes` into cursor position reports, the attributes answer and everything else.
  static func parse(_ bytes: [UInt8]) -> Answers {
    var answers = Answers()
    var index = 0
    while index < bytes.count {
      if let (column, end) = cursorPositionReport(in: bytes, at: index) {
        answers.cursorColumns.append(column)
        index = end
      } else if let end = deviceAttributes(in: bytes, at: index) {
        answers.isComplete = true
        index = end
      } else {
        answers.unrelated.append(bytes[index])
        index += 1
      }
    }
    return answers
  }

  /// `ESC [ row ; column R` at `start`: the column and the index after it.
  private static func cursorPositionReport(in bytes: [UInt8], at start: Int) -> (Int, Int)? {
    guard let parameters = controlSequence(in: bytes, at: start, private: nil, final: "R"),
      parameters.values.count == 2
    else { return nil }
    return (parameters.values[1], parameters.end)
  }

  /// `ESC [ ? … c` at `start`: the index after it.
  private static func deviceAttributes(in bytes: [UInt8], at start: Int) -> Int? {
    controlSequence(in: bytes, at: start, private: "?", final: "c")?.end
  }

  /// A control sequence at `start`: `ESC [`, the `private` marker if any, numbers separated by
  /// `;`, and `final`.
  private static func controlSequence(
    in bytes: [UInt8], at start: Int, private marker: Character?, final: Character
  ) -> (values: [Int], end: Int)? {
    guard start + 2 < bytes.count, bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "[")
    else { return nil }
    var index = start + 2
    if let marker {
      guard bytes[index] == marker.asciiValue else { return nil }
      index += 1
    }
    var values: [Int] = []
    var current: Int?
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        guard value < 100_000 else { return nil }
        current = value
      case UInt8(ascii: ";"):
        values.append(current ?? 0)
        current = nil
      case final.asciiValue:
        values.append(current ?? 0)
        return (values, index + 1)
      default:
        return nil
      }
      index += 1
    }
    return nil
  }
}
