import Foundation
import ShoppingListModel

/// What a list's history is told of a change a person made: an item left the list, or a name
/// was given a category. Storage works these out from the ``ListChange``s it saves (see
/// ``HistoryNote/notes(for:in:)``), so no reducer and no command has to say them.
package enum HistoryNote: Equatable, Sendable {
  /// `item` left the list as it was then; `bought` when it was in the basket.
  case left(ShoppingItem, bought: Bool)
  /// A person gave `name` on `list` the category `category` (empty: none).
  case categoryGiven(name: String, list: ListID, category: String)

  /// The name the note is about.
  var name: String {
    switch self {
    case .left(let item, _): item.name
    case .categoryGiven(let name, _, _): name
    }
  }

  /// The list whose history the note goes into.
  var list: ListID {
    switch self {
    case .left(let item, _): item.list
    case .categoryGiven(_, let list, _): list
    }
  }
}
