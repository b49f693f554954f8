import TestSupport
import CNcurses
import Foundation

@testable import TerminalNcurses
@testable import TerminalUI

/// The real ``NcursesBackend`` on a pipe and a socket instead of a terminal, with a fixed `TERM`,
/// size and UTF-8 locale, so a test reads back exactly the bytes curses wrote, and in how many
/// writes: the output is a packet socket, which keeps each write apart as a terminal need not.
///
/// ```swift
/// try OffscreenTerminal.run(size: Size(width: 10, height: 3)) { terminal in
///   terminal.backend.draw(canvas.diff(from: nil))
///   #expect(terminal.readOutput() == "…")
/// }
/// ```
///
/// > Important: Curses is one per process and not thread-safe. Everything here runs on the main
/// > actor and in one synchronous call, so two offscreen terminals never overlap, and nothing
/// > it changes outlives the call: the signal handlers curses installs and the thread's locale
/// > are put back, and the backend is stopped on every path out.
@MainActor
final class OffscreenTerminal {
  /// The backend under test, started.
  let backend: NcursesBackend
  private let input: (reading: Int32, writing: Int32)
  private let output: (reading: Int32, writing: Int32)

  /// The signals curses catches when they are left at their default action.
  private static let signalsCursesCatches = [SIGINT, SIGTERM, SIGTSTP, SIGWINCH]

  /// Runs `body` with a started backend of `size` on terminal type `terminalType`, which draws
  /// the kinds `emojiSequences` whole and takes the mouse when `mouse`, in the character set of
  /// `locale` (UTF-8 unless a test says otherwise).
  static func run(
    size: Size,
    terminalType: String = "xterm-256color",
    locale: String = "C.UTF-8",
    emojiSequences: Set<EmojiSequence> = [],
    mouse: Bool = false,
    _ body: (OffscreenTerminal) throws -> Void
  ) throws {
    // NB: LC_CTYPE_MASK is a macro Swift cannot import; it is this bit.
    guard let characterSet = newlocale(1 << LC_CTYPE, locale, nil) else {
      throw SetupError.noLocale(locale)
    }
    // NB: the thread's locale only, not the process's: curses and the backend encode wide
    // characters through it, and parallel tests on other threads keep theirs.
    let previousLocale = uselocale(characterSet)
    defer {
      uselocale(previousLocale)
      freelocale(characterSet)
    }
    let terminal = try OffscreenTerminal(
      size: size, terminalType: terminalType, emojiSequences: emojiSequences, mouse: mouse
    )
    defer { terminal.closeDescriptors() }
    let previousActions = Self.signalsCursesCatches.map { signal in
      var action = sigaction()
      sigaction(signal, nil, &action)
      return action
    }
    defer {
      for (signal, action) in zip(Self.signalsCursesCatches, previousActions) {
        var action = action
        sigaction(signal, &action, nil)
      }
    }
    try terminal.backend.start()
    defer { terminal.backend.stop() }
    try body(terminal)
  }

  /// Pipes for the input and output, and a backend of `size` on them, not yet started.
  private init(
    size: Size, terminalType: String, emojiSequences: Set<EmojiSequence>, mouse: Bool
  ) throws {
    input = try Self.makePipe()
    output = try Self.makePacketChannel()
    _ = fcntl(output.reading, F_SETFL, fcntl(output.reading, F_GETFL) | O_NONBLOCK)
    backend = NcursesBackend(
      environment: ["TERM": terminalType], input: input.reading, output: output.writing,
      fixedSize: size, emojiSequences: emojiSequences, mouse: mouse
    )
  }

  /// Writes `bytes` to the input, as the terminal sends what the person types or clicks.
  func send(_ bytes: String) {
    let data = Array(bytes.utf8)
    _ = data.withUnsafeBytes { write(input.writing, $0.baseAddress, $0.count) }
  }

  /// Everything curses wrote since the last call.
  func readOutput() -> String {
    readWrites().joined()
  }

  /// What curses wrote since the last call, a string for each `write` it made.
  func readWrites() -> [String] {
    var writes: [String] = []
    // NB: larger than any write here, which the socket would otherwise cut short.
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(output.reading, &buffer, buffer.count)
      guard count > 0 else { break }
      writes.append(String(decoding: buffer.prefix(count), as: UTF8.self))
    }
    return writes
  }

  /// What curses' virtual screen holds in row `y`, wide characters once.
  func virtualScreenRow(_ y: Int) -> String {
    var characters = [wchar_t](repeating: 0, count: backend.size.width + 1)
    _ = mvwinnwstr(cn_stdscr(), Int32(y), 0, &characters, Int32(backend.size.width))
    let scalars = characters.prefix { $0 != 0 }.compactMap {
      Unicode.Scalar(UInt32(bitPattern: $0))
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Closes both ends of the pipe and the socket; the backend closed its own duplicates when
  /// it stopped.
  private func closeDescriptors() {
    for descriptor in [input.reading, input.writing, output.reading, output.writing] {
      close(descriptor)
    }
  }

  /// Why an offscreen terminal could not be set up.
  enum SetupError: Error {
    case noLocale(String)
    case noPipe
    case noSocket
  }

  /// A new pipe's reading and writing ends.
  private static func makePipe() throws -> (reading: Int32, writing: Int32) {
    guard let pipe = closeOnExecPipe() else { throw SetupError.noPipe }
    return pipe
  }

  /// A connected pair of Unix packet sockets, as a reading and a writing end: each read
  /// returns one write whole.
  private static func makePacketChannel() throws -> (reading: Int32, writing: Int32) {
    var ends: [Int32] = [0, 0]
    let type = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw SetupError.noSocket }
    return (ends[0], ends[1])
  }
}
