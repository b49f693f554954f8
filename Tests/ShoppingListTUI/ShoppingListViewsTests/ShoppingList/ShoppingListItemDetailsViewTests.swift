import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Quantities in a column as wide as the widest on screen, notes after the names, and the
/// label of a note or category being typed.
@MainActor
struct ShoppingListItemDetailsViewTests {
  static let items: [ShoppingItem] = [
    ShoppingItem(
      id: UUID(1), name: "oat milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      note: "the barista one"
    ),
    ShoppingItem(id: UUID(2), name: "eggs", quantity: ItemQuantity(amount: 12)),
    ShoppingItem(id: UUID(3), name: "bread"),
    ShoppingItem(
      id: UUID(4), name: "flour", isChecked: true, quantity: ItemQuantity(amount: 1.5, unit: "kg"),
      note: "a note far too long to fit beside its name on a narrow terminal"
    ),
  ]

  func lines(
    _ items: [ShoppingItem], _ configure: (inout ShoppingList.State) -> Void = { _ in }
  ) -> [String] {
    let pane = Size(width: 40, height: 5)
    var state = ShoppingList.State(items: items)
    state.viewport = Viewport(layout: ShoppingListView.layout(of: state, in: pane))
    configure(&state)
    var canvas = Canvas(size: pane)
    ShoppingListView.render(ShoppingListView.ViewState(state), into: &canvas, in: canvas.bounds)
    return canvas.lines
  }

  @Test func quantitiesStandInAColumnAndNotesFollowTheNames() {
    #expect(
      lines(Self.items) == [
        "› [ ]    2 l oat milk · the barista one ",
        "  [ ]     12 eggs                       ",
        "  [ ]        bread                      ",
        "  [x] 1.5 kg flour · a note far too lon…",
        "                                        ",
      ]
    )
  }

  /// A category stands at the right edge when there is room after the name; the note gives
  /// way first, and a name never does.
  @Test func aCategoryStandsAtTheRightEdgeWhenTheNameLeavesRoom() {
    let items = [
      ShoppingItem(
        id: UUID(1), name: "oat milk", note: "the barista one", category: "Dairy & Eggs"),
      ShoppingItem(id: UUID(2), name: "a name long enough to need the row", category: "Party"),
      ShoppingItem(id: UUID(3), name: "balloons", category: "Birthday party for Ada"),
    ]
    #expect(
      lines(items) == [
        "› [ ] oat milk · the bari… Dairy & Eggs ",
        "  [ ] a name long enough to need the row",
        "  [ ] balloons         Birthday party … ",
        "                                        ",
        "                                        ",
      ]
    )
  }

  @Test func aListWithoutQuantitiesHasNoColumnForThem() {
    #expect(
      lines([ShoppingItem(id: UUID(3), name: "bread", note: "rye")])[0]
        == "› [ ] bread · rye                       "
    )
  }

  /// Grouped, each group's heading stands above its first row (and above the top row), with
  /// what is left to get and what is in the basket, and the rows under them fill the pane.
  @Test func aGroupedListHasAHeadingAboveEachGroup() {
    let items = [
      ShoppingItem(id: UUID(1), name: "milk", category: "Dairy & Eggs"),
      ShoppingItem(id: UUID(2), name: "tape"),
      ShoppingItem(id: UUID(3), name: "apples", category: "Produce"),
      ShoppingItem(id: UUID(4), name: "cheese", isChecked: true, category: "Dairy & Eggs"),
    ]
    #expect(
      lines(items) { $0.toggleGrouping() } == [
        " Produce · 1                            ",
        "  [ ] apples                            ",
        " Dairy & Eggs · 1, 1 in basket          ",
        "› [ ] milk                              ",
        "  [x] cheese                            ",
      ]
    )
    let scrolled = lines(items) {
      $0.toggleGrouping()
      $0.moveCursor(to: 3)
    }
    #expect(
      scrolled == [
        " Dairy & Eggs · 1, 1 in basket          ",
        "  [ ] milk                              ",
        "  [x] cheese                            ",
        " Other · 1                              ",
        "› [ ] tape                              ",
      ]
    )
  }

  @Test func aClickOnAGroupedRowFindsItsItemAndOnAHeadingNothing() {
    let items = [
      ShoppingItem(id: UUID(1), name: "milk", category: "Dairy & Eggs"),
      ShoppingItem(id: UUID(3), name: "apples", category: "Produce"),
    ]
    var state = ShoppingList.State(items: items)
    let pane = Rect(x: 0, y: 0, width: 40, height: 5)
    state.viewport = Viewport(layout: ShoppingListView.layout(of: state, in: pane.size))
    state.toggleGrouping()
    let viewState = ShoppingListView.ViewState(state)
    func click(_ y: Int) -> ShoppingList.Action? {
      ShoppingListView.action(
        for: MouseEvent(.press(.left), at: Point(x: 10, y: y)), in: viewState,
        in: pane
      )
    }
    #expect(click(0) == nil)
    #expect(click(1) == .rowClicked(UUID(3)))
    #expect(click(2) == nil)
    #expect(click(3) == .rowClicked(UUID(1)))
    #expect(click(4) == nil)
  }

  @Test func theDetailsOfAnItemShowInADialog() {
    let milk = ShoppingItem(
      id: UUID(1), name: "oat milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      category: "Dairy & Eggs",
      added: ItemOrigin(device: "Ada's phone", time: Date(timeIntervalSince1970: 1_764_237_600))
    )
    let dialog = ConfirmationDialogState<ShoppingList.Action.ConfirmationDialog>.itemDetails(
      milk, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_GB")
    )
    var canvas = Canvas(size: Size(width: 44, height: 11))
    ModalView.render(
      ModalView.ViewState(dialog, scroll: ScrollPosition()), into: &canvas, in: canvas.bounds
    )
    #expect(
      canvas.lines == [
        "  ┌ oat milk ────────────────────────────┐  ",
        "  │                                      │  ",
        "  │ Quantity: 2 l                        │  ",
        "  │ Category: Dairy & Eggs               │  ",
        "  │ Still to get.                        │  ",
        "  │ Added by Ada's phone, 27 Nov 2025 at │  ",
        "  │ 10:00.                               │  ",
        "  │                                      │  ",
        "  │                                Close │  ",
        "  └──────────────────────────────────────┘  ",
        "                                            ",
      ]
    )
  }

  @Test func aNoteOrCategoryBeingTypedIsLabelled() {
    let shown = lines(Self.items) {
      $0.cursor = 2
      $0.editing = ItemEditing(id: UUID(3), field: .category, text: "Bakery")
    }
    #expect(shown[2] == "› [ ]        category: Bakery           ")
  }
}
