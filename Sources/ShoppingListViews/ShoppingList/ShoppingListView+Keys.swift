import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// A key table of the list pane.
  package typealias Keys = KeyTable<ViewState, ShoppingList.Action>

  /// The keys while moving through the list: the product's key contract, listed by the help
  /// overlay and the README.
  package static let normalKeys = Keys([
    KeyBinding(keys: [.character("j"), .down], summary: "move the cursor down") { _ in
      .cursorDownKeyPressed
    },
    KeyBinding(keys: [.character("k"), .up], summary: "move the cursor up") { _ in
      .cursorUpKeyPressed
    },
    KeyBinding(keys: [.character("g"), .home], summary: "first item") { _ in
      .firstItemKeyPressed
    },
    KeyBinding(keys: [.character("G"), .end], summary: "last item") { _ in .lastItemKeyPressed },
    KeyBinding(keys: [.pageDown, .ctrl("d")], summary: "a page down") { _ in
      .pageDownKeyPressed
    },
    KeyBinding(keys: [.pageUp, .ctrl("u")], summary: "a page up") { _ in .pageUpKeyPressed },
    KeyBinding(keys: [.character("a")], summary: "add an item at the top") { _ in
      .addItemKeyPressed
    },
    KeyBinding(keys: [.character("o")], summary: "add an item below the cursor") { _ in
      .addItemBelowKeyPressed
    },
    KeyBinding(keys: [.character("e"), .enter], summary: "edit the item's name") { state in
      state.currentItemID == nil ? nil : .editItemKeyPressed
    },
    KeyBinding(keys: [.character(" "), .character("x")], summary: "check / uncheck") { state in
      state.currentItemID == nil ? nil : .checkKeyPressed
    },
    KeyBinding(keys: [.character("d"), .delete], summary: "delete the item") { state in
      state.currentItemID == nil ? nil : .deleteItemKeyPressed
    },
    KeyBinding(keys: [.character("J")], summary: "move the item down") { state in
      state.currentItemID == nil ? nil : .moveItemDownKeyPressed
    },
    KeyBinding(keys: [.character("K")], summary: "move the item up") { state in
      state.currentItemID == nil ? nil : .moveItemUpKeyPressed
    },
    KeyBinding(keys: [.character("s")], summary: "sort: unchecked first, then by name") { _ in
      .sortKeyPressed
    },
    KeyBinding(keys: [.character("C")], summary: "remove the checked items") { _ in
      .clearCheckedKeyPressed
    },
    KeyBinding(keys: [.character("/")], summary: "filter by name") { _ in .filterKeyPressed },
    KeyBinding(keys: [.escape], summary: "clear the filter") { state in
      state.isFiltered ? .filterCleared : nil
    },
    KeyBinding(keys: [.character("u")], summary: "undo") { _ in .undoKeyPressed },
    KeyBinding(keys: [.ctrl("r")], summary: "redo") { _ in .redoKeyPressed },
  ])

  /// The keys while an item's name is edited inline.
  package static let editingKeys = Keys(
    [
      KeyBinding(keys: [.enter], summary: "keep the name") { _ in .editCommitted },
      KeyBinding(keys: [.escape], summary: "cancel the edit") { _ in .editCancelled },
    ] + lineEditingKeys(ShoppingList.Action.editor),
    typing: ("type the name", { character, _ in .editor(.textTyped(String(character))) })
  )

  /// The keys while the filter query is typed.
  package static let filteringKeys = Keys(
    [
      KeyBinding(keys: [.enter], summary: "keep the filter") { _ in .filterKept },
      KeyBinding(keys: [.escape], summary: "clear the filter") { _ in .filterCleared },
      KeyBinding(keys: [.down], summary: "move the cursor down") { _ in .cursorDownKeyPressed },
      KeyBinding(keys: [.up], summary: "move the cursor up") { _ in .cursorUpKeyPressed },
    ] + lineEditingKeys(ShoppingList.Action.filterQuery),
    typing: ("type the filter", { character, _ in .filterQuery(.textTyped(String(character))) })
  )

  /// The key table in force in `mode`.
  package static func keys(for mode: Mode) -> Keys {
    switch mode {
    case .normal: normalKeys
    case .editing: editingKeys
    case .filtering: filteringKeys
    }
  }

  /// The action `key` sends to the list, or `nil` when the pane has no use for it (the app may
  /// then treat it as a global key).
  ///
  /// While the `C` question is shown every key goes to it, and `nil` then means it swallowed
  /// the key: the app must check ``ViewState/confirmationDialog`` before offering a key to its
  /// own table. While a name or the filter is typed, every printable character is text.
  package static func action(for key: KeyEvent, in state: ViewState) -> ShoppingList.Action? {
    if let dialog = state.confirmationDialog {
      return ModalView.action(for: key, in: dialog).map(confirmationDialogAction)
    }
    if case .paste(let text) = key {
      // NB: pasted text is never a run of commands; the field gets it in one step.
      switch state.mode {
      case .editing: return .editor(.textTyped(text))
      case .filtering: return .filterQuery(.textTyped(text))
      case .normal: return .textPasted(text)
      }
    }
    return keys(for: state.mode).action(for: key, in: state)
  }

  /// The list's action for what a key or the mouse did in the `C` question.
  package static func confirmationDialogAction(
    _ event: ModalView<ShoppingList.Action.ConfirmationDialog>.Event
  ) -> ShoppingList.Action {
    event.action(
      picked: ShoppingList.Action.confirmationDialog,
      scrolled: ShoppingList.Action.confirmationDialogScrolled
    )
  }

  /// The keys of a text field, shared by the name editor and the filter query.
  private static func lineEditingKeys(
    _ embed: @escaping @Sendable (LineEditor.Action) -> ShoppingList.Action
  ) -> [KeyBinding<ViewState, ShoppingList.Action>] {
    let bindings: [([KeyEvent], String, LineEditor.Action)] = [
      ([.left], "cursor left", .leftKeyPressed),
      ([.right], "cursor right", .rightKeyPressed),
      ([.home, .ctrl("a")], "to the start", .startKeyPressed),
      ([.end, .ctrl("e")], "to the end", .endKeyPressed),
      ([.backspace], "delete the character before the cursor", .backspaceKeyPressed),
      ([.delete], "delete the character under the cursor", .deleteKeyPressed),
      ([.ctrl("w")], "delete the word before the cursor", .deleteWordKeyPressed),
      ([.ctrl("u")], "delete to the start", .deleteToStartKeyPressed),
      ([.ctrl("k")], "delete to the end", .deleteToEndKeyPressed),
      ([.alt(.character("b"))], "a word left", .wordLeftKeyPressed),
      ([.alt(.character("f"))], "a word right", .wordRightKeyPressed),
      ([.alt(.character("d"))], "delete to the end of a word", .deleteWordForwardKeyPressed),
      ([.alt(.backspace)], "delete back to the start of a word", .deleteWordBackwardKeyPressed),
    ]
    return bindings.map { keys, summary, action in
      KeyBinding(keys: keys, summary: summary) { _ in embed(action) }
    }
  }
}
