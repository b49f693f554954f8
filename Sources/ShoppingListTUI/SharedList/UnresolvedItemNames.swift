import Foundation
import ShoppingListModel
import ShoppingListStorage

/// The names of a command that match no item or several, with the candidates, so the person
/// can say which item they meant (by more of its name or by its id).
///
/// ```text
/// "mlk" matches no item
/// "milk" matches 2 items; name one by more of its name or by its id:
///   AAAAAAAA  milk
///   BBBBBBBB  oat milk
/// nothing was changed
/// ```
package struct UnresolvedItemNames: Error, Equatable, Sendable, CustomStringConvertible {
  /// One name that does not name exactly one item.
  package struct Failure: Equatable, Sendable {
    /// The name as given.
    package var query: String
    /// The items it matches, in list order; none when it matches nothing.
    package var candidates: [ShoppingItem]

    /// A name and what it matched.
    package init(query: String, candidates: [ShoppingItem]) {
      self.query = query
      self.candidates = candidates
    }
  }

  /// Every name that failed, in the order given.
  package var failures: [Failure]

  /// These failures.
  package init(failures: [Failure]) {
    self.failures = failures
  }

  package var description: String {
    var lines: [String] = []
    for failure in failures {
      guard !failure.candidates.isEmpty else {
        lines.append("\"\(failure.query)\" matches no item")
        continue
      }
      lines.append(
        "\"\(failure.query)\" matches \(failure.candidates.count) items; name one by more of "
          + "its name or by its id:"
      )
      for item in failure.candidates {
        lines.append("  \(item.id.uuidString.prefix(8))  \(item.name)")
      }
    }
    lines.append("nothing was changed")
    return lines.joined(separator: "\n")
  }
}
