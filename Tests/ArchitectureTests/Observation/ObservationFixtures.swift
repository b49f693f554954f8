import Architecture
import ConcurrencyExtras

/// A row of a basket, observable on its own.
@ObservableState
struct Row: Equatable, Identifiable {
  let id: Int
  var count = 0
  var title = ""
}

/// What a presented detail shows: a row, a note, or nothing in particular.
@ObservableState
enum Detail: Equatable {
  case row(Row)
  case note(String)
  case empty
}

/// Observable state holding every kind of child state.
@ObservableState
struct Basket: Equatable {
  var count = 0
  var title = ""
  var row = Row(id: 1)
  var sibling = Row(id: 2)
  var rows: IdentifiedArrayOf<Row> = []
  var detail: Detail = .empty
  @Presents var presented: Row?
  @ObservationStateIgnored var scratch = 0
}

/// Whether `onChange` of an observation of what `apply` reads was called.
final class Observed: Sendable {
  private let changes = LockIsolated(0)

  /// Starts observing what `apply` reads.
  init(_ apply: () -> Void) {
    withObservationTracking(apply) { [changes] in
      changes.withValue { $0 += 1 }
    }
  }

  /// Whether a tracked value changed.
  var changed: Bool {
    self.changes.value > 0
  }
}
