import Synchronization

/// A grapheme as a ``Cell`` keeps it: plain bits, so that a cell is copied, compared and
/// overwritten without the reference counting a `Character` costs (a canvas copies, fills and
/// compares its cells by the row).
///
/// The UTF-8 bytes of a grapheme of up to 15 of them (all but long emoji sequences and stacks
/// of combining marks) are kept in place; a longer one is kept by the process under a number
/// (``LongGraphemes``). Two graphemes are equal when their bytes are, so two spellings of one
/// character (`é` as one code point or as `e` and a combining accent) are two graphemes.
///
/// ```swift
/// Grapheme("a").character      // "a"
/// Grapheme("👩‍👩‍👧‍👦").character  // "👩‍👩‍👧‍👦", 25 bytes, kept by number
/// ```
struct Grapheme: Hashable, Sendable {
  /// Bytes 0 to 7 of the grapheme, the first in the lowest bits; a long grapheme's number.
  private let low: UInt64
  /// Bytes 8 to 14, and in the highest byte the count of bytes, or ``longMark``.
  private let high: UInt64

  /// What the count byte holds for a grapheme kept by number.
  private static let longMark: UInt64 = 0xFF

  /// The grapheme of `character`.
  init(_ character: Character) {
    let count = character.utf8.count
    guard count <= 15 else {
      if let number = LongGraphemes.shared.number(of: character) {
        self.init(low: UInt64(number), high: Self.longMark << 56)
      } else {
        self.init(LongGraphemes.standIn)
      }
      return
    }
    var (low, high) = (UInt64(0), UInt64(count) << 56)
    for (index, byte) in character.utf8.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
    self.init(low: low, high: high)
  }

  /// The grapheme of the single code point `scalar`: the bits `init(_:)` makes of it.
  init(scalar: Unicode.Scalar) {
    var (low, count) = (UInt64(0), UInt64(0))
    UTF8.encode(scalar) { byte in
      low |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.init(low: low, high: count << 56)
  }

  /// The grapheme of the ASCII character `byte`.
  init(ascii byte: UInt8) {
    self.init(low: UInt64(byte), high: 1 << 56)
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The grapheme as a `Character`.
  var character: Character {
    let count = high >> 56
    if count == Self.longMark { return LongGraphemes.shared.character(number: Int(low)) }
    // NB: the bytes were packed first byte lowest, which is the order of a little-endian word's
    // bytes in memory.
    let words = (low.littleEndian, high.littleEndian)
    return withUnsafeBytes(of: words) { bytes in
      Character(String(decoding: bytes.prefix(Int(count)), as: UTF8.self))
    }
  }
}

/// The graphemes too long for a ``Grapheme``'s bits, numbered in the order they were first
/// drawn and kept for the life of the process (``shared``).
///
/// At most ``capacity`` are kept, so text from anywhere (a list file is untrusted input) cannot
/// grow them without end; past it a new long grapheme is drawn as ``standIn``.
final class LongGraphemes: Sendable {
  /// The long graphemes every ``Grapheme`` is kept in.
  static let shared = LongGraphemes(capacity: 4_096)
  /// What a long grapheme shows once ``capacity`` others are kept.
  static let standIn: Character = "\u{FFFD}"

  /// How many long graphemes are kept.
  let capacity: Int
  private let kept = Mutex(Kept())

  private struct Kept {
    var characters: [Character] = []
    var numbers: [[UInt8]: Int] = [:]
  }

  /// Keeps at most `capacity` graphemes.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The number of `character`, which is kept from now on; `nil` once ``capacity`` others are.
  func number(of character: Character) -> Int? {
    let bytes = Array(character.utf8)
    return kept.withLock { kept in
      if let number = kept.numbers[bytes] { return number }
      guard kept.characters.count < capacity else { return nil }
      let number = kept.characters.count
      kept.characters.append(character)
      kept.numbers[bytes] = number
      return number
    }
  }

  /// The grapheme kept under `number`.
  func character(number: Int) -> Character {
    kept.withLock { $0.characters[number] }
  }
}
