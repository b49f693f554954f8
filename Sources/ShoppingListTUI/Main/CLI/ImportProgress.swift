import Foundation
import ShoppingListFeatures

/// What `import` shows while it works on a long list: one line on the terminal, rewritten in
/// place at most ten times a second ("reading…", "12,288 of 100,000 lines", "saving 100,000
/// items…"), replaced at the end by what was imported. When standard error is not a terminal
/// (a script, a pipe, a log), it shows nothing at all. The source's name is a file name, so the
/// line is printed escaped (see ``StandardStream/replaceLine(with:)``).
///
/// ```swift
/// var progress = ImportProgress.onStandardError()
/// progress.show(.reading(source: "groceries.md"))
/// progress.show(.parsing(done: 4096, of: 100_000))
/// progress.finish(imported: 99_871)
/// ```
struct ImportProgress {
  /// A step of the import.
  enum Step: Equatable {
    case reading(source: String)
    case parsing(done: Int, of: Int)
    case saving(items: Int)

    var text: String {
      switch self {
      case .reading(let source): "reading \(source)…"
      case .parsing(let done, let total): "\(done.groupedDigits) of \(total.groupedDigits) lines"
      case .saving(let items): "saving \(items.groupedDigits) items…"
      }
    }
  }

  private let replaceLine: ((String) -> Void)?
  private let now: () -> ContinuousClock.Instant
  private var lastShown: ContinuousClock.Instant?
  private static let interval = Duration.milliseconds(100)

  /// A progress line shown by `replaceLine`, which puts its text in place of the line shown
  /// before, or none when `replaceLine` is `nil`; `now` tells the time.
  init(
    replaceLine: ((String) -> Void)?,
    now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.replaceLine = replaceLine
    self.now = now
  }

  /// Progress on standard error when it is a terminal; none otherwise.
  static func onStandardError() -> Self {
    guard isatty(STDERR_FILENO) == 1 else { return Self(replaceLine: nil) }
    return Self { text in StandardStream.error.replaceLine(with: text) }
  }

  /// Shows `step` in place of the last one, unless one was shown less than 0.1 s ago; a step
  /// other than counting lines is always shown.
  mutating func show(_ step: Step) {
    guard let replaceLine else { return }
    let time = now()
    if case .parsing = step, let lastShown, time - lastShown < Self.interval { return }
    lastShown = time
    replaceLine(step.text)
  }

  /// Erases the progress line, so an error message starts on a clean line.
  func clear() {
    replaceLine?("")
  }

  /// Replaces the progress line with how many items were imported.
  mutating func finish(imported count: Int) {
    guard let replaceLine else { return }
    replaceLine("imported \(count.groupedDigits) \(count == 1 ? "item" : "items")\n")
  }
}
