import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Shows the usuals of the list (what is often bought and not on it), or closes them.
  func toggleUsuals(in state: inout State) -> Effect<Action> {
    guard state.usuals == nil else {
      state.usuals = nil
      return .none
    }
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    let list = state.list.id
    state.usuals = Usuals(
      list: list, entries: listHistory.index().usuals(in: list, notOn: state.items)
    )
    return .none
  }

  /// Works the usuals out again after the list changed (a save of this list, which writes the
  /// history first, or a change from elsewhere), the cursor staying on its entry if it is still
  /// there.
  func refreshUsuals(in state: inout State) {
    guard var usuals = state.usuals else { return }
    let current = usuals.current?.id
    let entries = listHistory.index().usuals(in: usuals.list, notOn: state.items)
    guard entries != usuals.entries else { return }
    usuals.entries = entries
    usuals.cursor = current.flatMap { id in entries.firstIndex { $0.id == id } } ?? 0
    usuals.moveCursor(by: 0)
    state.usuals = usuals
  }

  /// Puts the highlighted usual back on the list, at the top, with its category and usual
  /// quantity (or brings the item of that name out of the basket), and takes it off the usuals.
  func putBackUsual(in state: inout State) -> Effect<Action> {
    guard var usuals = state.usuals, let entry = usuals.current else { return .none }
    let folded = NameFolding.folded(entry.name)
    let effect: Effect<Action>
    if let existing = state.items.first(where: {
      $0.list == entry.list && $0.isNamed(folded: folded)
    }) {
      effect = alreadyListed(existing, adding: nil, in: &state)
    } else {
      let item = entry.item(id: uuid())
      guard let undo = state.record(.insert([item], at: .start)) else { return .none }
      state.history.record(UndoStep(change: undo, label: "added \(quoted(item.name))"))
      state.placeCursor(on: item.id)
      effect = .merge(
        listChanged(&state),
        .send(.delegate(.statusMessage(StatusMessage("Put \(quoted(item.name)) back on the list"))))
      )
    }
    usuals.entries.remove(at: usuals.cursor)
    usuals.moveCursor(by: 0)
    state.usuals = usuals
    return effect
  }
}
