import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// A key table of the list pane.
  package typealias Keys = KeyTable<ViewState, ShoppingList.Action>

  /// The standard keys while moving through the list: the product's key contract, listed by the
  /// help overlay, `shopping-list keys` and the man page; ``KeyMap`` rebinds them.
  package static let normalKeys = Keys(
    grouped(
      "Moving",
      [
        KeyBinding(
          command: "cursor-down", keys: [.character("j"), .down], summary: "move the cursor down"
        ) { _ in
          .cursorDownKeyPressed
        },
        KeyBinding(
          command: "cursor-up", keys: [.character("k"), .up], summary: "move the cursor up"
        ) { _ in
          .cursorUpKeyPressed
        },
        KeyBinding(command: "first-item", keys: [.character("g"), .home], summary: "first item") {
          _ in
          .firstItemKeyPressed
        },
        KeyBinding(command: "last-item", keys: [.character("G"), .end], summary: "last item") { _ in
          .lastItemKeyPressed
        },
        KeyBinding(command: "page-down", keys: [.pageDown, .ctrl("d")], summary: "a page down") {
          _ in
          .pageDownKeyPressed
        },
        KeyBinding(command: "page-up", keys: [.pageUp, .ctrl("u")], summary: "a page up") { _ in
          .pageUpKeyPressed
        },
      ]
    )
      + grouped(
        "Adding and changing items",
        [
          KeyBinding(
            command: "add-item", keys: [.character("a")], summary: "add an item at the top"
          ) { _ in
            .addItemKeyPressed
          },
          KeyBinding(
            command: "add-item-below", keys: [.character("o")],
            summary: "add an item below the cursor"
          ) { _ in
            .addItemBelowKeyPressed
          },
          KeyBinding(
            command: "edit-item", keys: [.character("e"), .enter], summary: "edit the item's name"
          ) { state in
            state.currentItemID == nil ? nil : .editItemKeyPressed
          },
          KeyBinding(
            command: "quantity-up", keys: [.character("+"), .character("=")], summary: "one more"
          ) { state in
            state.currentItemID == nil ? nil : .quantityUpKeyPressed
          },
          KeyBinding(command: "quantity-down", keys: [.character("-")], summary: "one less") {
            state in
            state.currentItemID == nil ? nil : .quantityDownKeyPressed
          },
          KeyBinding(
            command: "edit-note", keys: [.character("n")], summary: "write the item's note"
          ) { state in
            state.currentItemID == nil ? nil : .editNoteKeyPressed
          },
          KeyBinding(
            command: "edit-category", keys: [.character("c")], summary: "set the item's category"
          ) { state in
            state.currentItemID == nil ? nil : .editCategoryKeyPressed
          },
          KeyBinding(
            command: "item-details", keys: [.character("i")],
            summary: "show the item's details and who added it"
          ) { state in
            state.currentItemID == nil ? nil : .detailsKeyPressed
          },
        ]
      )
      + grouped(
        "The basket",
        [
          KeyBinding(
            command: "check", keys: [.character(" "), .character("x")], summary: "check / uncheck"
          ) { state in
            state.currentItemID == nil ? nil : .checkKeyPressed
          },
          KeyBinding(
            command: "delete-item", keys: [.character("d"), .delete], summary: "delete the item"
          ) { state in
            state.currentItemID == nil ? nil : .deleteItemKeyPressed
          },
          KeyBinding(
            command: "clear-checked", keys: [.character("C")], summary: "remove the checked items"
          ) { _ in .clearCheckedKeyPressed },
          KeyBinding(
            command: "usuals", keys: [.character("h")],
            summary: "the usuals: what is often bought and not on the list"
          ) { _ in .usualsKeyPressed },
        ]
      )
      + grouped(
        "Order",
        [
          KeyBinding(
            command: "move-item-down", keys: [.character("J")], summary: "move the item down"
          ) { state in
            state.currentItemID == nil ? nil : .moveItemDownKeyPressed
          },
          KeyBinding(command: "move-item-up", keys: [.character("K")], summary: "move the item up")
          { state in
            state.currentItemID == nil ? nil : .moveItemUpKeyPressed
          },
          KeyBinding(
            command: "move-item-to-top", keys: [.character("T")],
            summary: "move the item to the top"
          ) { state in
            state.currentItemID == nil ? nil : .moveItemToTopKeyPressed
          },
          KeyBinding(
            command: "move-item-to-bottom", keys: [.character("B")],
            summary: "move the item to the bottom"
          ) { state in
            state.currentItemID == nil ? nil : .moveItemToBottomKeyPressed
          },
          KeyBinding(
            command: "sort", keys: [.character("s")], summary: "sort: unchecked first, then by name"
          ) { _ in .sortKeyPressed },
          KeyBinding(
            command: "group-by-category", keys: [.character("v")],
            summary: "show the items grouped by category, or not"
          ) { _ in .groupKeyPressed },
        ]
      )
      + grouped(
        "Lists",
        [
          KeyBinding(command: "next-list", keys: [.character("]")], summary: "the next list") {
            _ in .nextListKeyPressed
          },
          KeyBinding(
            command: "previous-list", keys: [.character("[")], summary: "the previous list"
          ) { _ in .previousListKeyPressed },
          KeyBinding(
            command: "lists", keys: [.character("L")], summary: "every list, to pick one"
          ) { _ in .listsKeyPressed },
          KeyBinding(
            command: "move-to-list", keys: [.character("m")],
            summary: "move the item to another list"
          ) { state in
            state.currentItemID == nil ? nil : .moveToListKeyPressed
          },
          KeyBinding(command: "new-list", keys: [.character("N")], summary: "make a new list") {
            _ in .newListKeyPressed
          },
          KeyBinding(
            command: "rename-list", keys: [.character("R")], summary: "rename the list shown"
          ) { _ in .renameListKeyPressed },
          KeyBinding(
            command: "remove-list", keys: [.character("D")],
            summary: "remove the list shown with its items"
          ) { _ in .removeListKeyPressed },
        ]
      )
      + grouped(
        "Going to the store",
        [
          KeyBinding(
            command: "shop", keys: [.character("S")],
            summary: "go shopping at a store, or finish the trip"
          ) { _ in .shopKeyPressed },
          KeyBinding(
            command: "aisles", keys: [.character("A")],
            summary: "the store's aisle order, to see or set by hand"
          ) { _ in .aislesKeyPressed },
        ]
      )
      + grouped(
        "Finding",
        [
          KeyBinding(command: "filter", keys: [.character("/")], summary: "filter by name") { _ in
            .filterKeyPressed
          },
          KeyBinding(command: "clear-filter", keys: [.escape], summary: "clear the filter") {
            state in
            state.isFiltered ? .filterCleared : nil
          },
        ]
      )
      + grouped(
        "Undo",
        [
          KeyBinding(command: "undo", keys: [.character("u")], summary: "undo") { _ in
            .undoKeyPressed
          },
          KeyBinding(command: "redo", keys: [.ctrl("r")], summary: "redo") { _ in .redoKeyPressed },
        ]
      )
  )

  /// `bindings` listed by the help under the heading `group`.
  private static func grouped(
    _ group: String, _ bindings: [KeyBinding<ViewState, ShoppingList.Action>]
  ) -> [KeyBinding<ViewState, ShoppingList.Action>] {
    bindings.map { binding in
      var binding = binding
      binding.group = group
      return binding
    }
  }

  /// The keys while an item's name is edited inline.
  static let editingKeys = Keys(
    [
      KeyBinding(command: "keep-name", keys: [.enter], summary: "keep the text") { _ in
        .editCommitted
      },
      KeyBinding(command: "cancel-edit", keys: [.escape], summary: "cancel the edit") { _ in
        .editCancelled
      },
      KeyBinding(
        command: "take-suggestion", keys: [.tab],
        summary: "a new item: take the top suggestion from the history"
      ) { state in
        state.suggestions == nil ? nil : .suggestionTakeKeyPressed
      },
    ] + lineEditingKeys(ShoppingList.Action.editor),
    typing: ("type the text", { character, _ in .editor(.textTyped(String(character))) })
  )

  /// The keys while the filter query is typed.
  static let filteringKeys = Keys(
    [
      KeyBinding(command: "keep-filter", keys: [.enter], summary: "keep the filter") { _ in
        .filterKept
      },
      KeyBinding(command: "clear-filter", keys: [.escape], summary: "clear the filter") { _ in
        .filterCleared
      },
      KeyBinding(command: "cursor-down", keys: [.down], summary: "move the cursor down") { _ in
        .cursorDownKeyPressed
      },
      KeyBinding(command: "cursor-up", keys: [.up], summary: "move the cursor up") { _ in
        .cursorUpKeyPressed
      },
    ] + lineEditingKeys(ShoppingList.Action.filterQuery),
    typing: ("type the filter", { character, _ in .filterQuery(.textTyped(String(character))) })
  )

  /// The key table in force in `mode`, as `keys` binds it.
  package static func keys(for mode: Mode, in keys: KeyMap = .standard) -> Keys {
    switch mode {
    case .normal: keys.list
    case .editing: keys.editing
    case .filtering: keys.filtering
    case .usuals: keys.usuals
    case .aisles: keys.aisles
    }
  }

  /// The action `key` sends to the list, or `nil` when the pane has no use for it (the app may
  /// then treat it as a global key).
  ///
  /// While the `C` question is shown every key goes to it, and `nil` then means it swallowed
  /// the key: the app must check ``ViewState/confirmationDialog`` before offering a key to its
  /// own table. While a name or the filter is typed, every printable character is text.
  package static func action(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> ShoppingList.Action? {
    if let dialog = state.confirmationDialog {
      return ModalView.action(for: key, in: dialog, keys: keys).map(confirmationDialogAction)
    }
    if case .paste(let text) = key {
      // NB: pasted text is never a run of commands; the field gets it in one step.
      switch state.mode {
      case .editing: return .editor(.textTyped(text))
      case .filtering: return .filterQuery(.textTyped(text))
      case .usuals, .aisles: return nil
      case .normal: return .textPasted(text)
      }
    }
    return Self.keys(for: state.mode, in: keys).action(for: key, in: state)
  }

  /// The list's action for what a key or the mouse did in the `C` question.
  static func confirmationDialogAction(
    _ event: ModalView<ShoppingList.Action.ConfirmationDialog>.Event
  ) -> ShoppingList.Action {
    event.action(
      picked: ShoppingList.Action.confirmationDialog,
      scrolled: ShoppingList.Action.confirmationDialogScrolled
    )
  }

  /// The heading of the text field's keys, which the help lists once for both fields.
  static let textKeysGroup = "Editing text (a name, a note, a category, the filter)"

  /// The keys of a text field, shared by the name editor and the filter query.
  private static func lineEditingKeys(
    _ embed: @escaping @Sendable (LineEditor.Action) -> ShoppingList.Action
  ) -> [KeyBinding<ViewState, ShoppingList.Action>] {
    let bindings: [(String, [KeyEvent], String, LineEditor.Action)] = [
      ("cursor-left", [.left], "cursor left", .leftKeyPressed),
      ("cursor-right", [.right], "cursor right", .rightKeyPressed),
      ("to-start", [.home, .ctrl("a")], "to the start", .startKeyPressed),
      ("to-end", [.end, .ctrl("e")], "to the end", .endKeyPressed),
      (
        "delete-char-before", [.backspace], "delete the character before the cursor",
        .backspaceKeyPressed
      ),
      ("delete-char", [.delete], "delete the character under the cursor", .deleteKeyPressed),
      (
        "delete-word-before", [.ctrl("w")], "delete the word before the cursor",
        .deleteWordKeyPressed
      ),
      ("delete-to-start", [.ctrl("u")], "delete to the start", .deleteToStartKeyPressed),
      ("delete-to-end", [.ctrl("k")], "delete to the end", .deleteToEndKeyPressed),
      ("word-left", [.alt(.character("b"))], "a word left", .wordLeftKeyPressed),
      ("word-right", [.alt(.character("f"))], "a word right", .wordRightKeyPressed),
      (
        "delete-to-word-end", [.alt(.character("d"))], "delete to the end of a word",
        .deleteWordForwardKeyPressed
      ),
      (
        "delete-to-word-start", [.alt(.backspace)], "delete back to the start of a word",
        .deleteWordBackwardKeyPressed
      ),
    ]
    return bindings.map { command, keys, summary, action in
      KeyBinding(command: command, keys: keys, summary: summary, group: textKeysGroup) { _ in
        embed(action)
      }
    }
  }
}
