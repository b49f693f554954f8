import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// `N` and `R`: starts typing a list's name at the top of the pane.
  func startNamingList(_ naming: ListNaming, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true, state.listNaming == nil else {
      return .none
    }
    state.listNaming = naming
    return .none
  }

  /// `Enter` on a list's name: a new list is created and shown, the shown one renamed; a name
  /// another list has already is refused, an empty one changes nothing.
  func commitListName(in state: inout State) -> Effect<Action> {
    guard let naming = state.listNaming else { return .none }
    if naming.isStore {
      state.listNaming = nil
      return createStore(named: naming.editor.text, in: &state)
    }
    let name = ShoppingItem.sanitizedName(naming.editor.text)
    let folded = NameFolding.folded(name)
    if let other = state.lists.first(where: {
      $0.id != naming.list && NameFolding.folded($0.name) == folded
    }) {
      return .send(
        .delegate(.statusMessage("There is a list named \(quoted(other.name)) already"))
      )
    }
    state.listNaming = nil
    guard !name.isEmpty else { return .none }
    guard let renamed = naming.list else {
      let list = ListID(uuid())
      state.save.unsaved.append(.createList(list, name: name))
      state.lists.append(ListSummary(id: list, name: name))
      return .merge(
        switchList(to: list, in: &state),
        .send(.delegate(.statusMessage("Made the list \(quoted(name))")))
      )
    }
    guard renamed != state.list.id || name != state.list.name else { return .none }
    state.save.unsaved.append(.renameList(renamed, name: name))
    let old = state.list.name
    state.list.name = name
    if let index = state.lists.firstIndex(where: { $0.id == renamed }) {
      state.lists[index].name = name
    }
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("Renamed the list \(quoted(old)) to \(quoted(name))")))
    )
  }

  /// `D`: asks before the list shown goes with its items; the main list cannot.
  func askToRemoveShownList(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    guard state.list.id != .main else {
      return .send(
        .delegate(.statusMessage("The main list cannot be removed; R renames it")))
    }
    state.confirmationDialog = .removeList(state.list, itemCount: state.itemCount)
    state.confirmationDialogScroll = ScrollPosition()
    return .none
  }

  /// Removes the list shown with its items, and shows the main list.
  func removeShownList(_ state: inout State) -> Effect<Action> {
    let removed = state.list
    guard removed.id != .main else { return .none }
    state.save.unsaved.append(.removeList(removed.id))
    state.lists.removeAll { $0.id == removed.id }
    return .merge(
      switchList(to: .main, in: &state),
      .send(.delegate(.statusMessage("Removed the list \(quoted(removed.name))")))
    )
  }
}
