import Architecture
import ConcurrencyExtras
import Testing

struct ObservableStateTests {
  @Test func writingATrackedPropertyNotifiesItsObserversOnly() {
    var basket = Basket()
    let count = Observed { _ = basket.count }
    let title = Observed { _ = basket.title }

    basket.count += 1

    #expect(count.changed)
    #expect(!title.changed)
    #expect(basket.count == 1)
  }

  @Test func writingAnEqualValueNotifiesNoOne() {
    var basket = Basket(count: 3)
    let count = Observed { _ = basket.count }

    basket.count = 3

    #expect(!count.changed)
  }

  @Test func anIgnoredPropertyNeverNotifies() {
    var basket = Basket()
    let scratch = Observed { _ = basket.scratch }

    basket.scratch = 7
    basket.scratch += 1

    #expect(!scratch.changed)
    #expect(basket.scratch == 8)
  }

  @Test func mutatingAChildInPlaceNotifiesObserversOfItsPropertiesOnly() {
    var basket = Basket()
    let row = Observed { _ = basket.row }
    let rowCount = Observed { _ = basket.row.count }
    let rowTitle = Observed { _ = basket.row.title }

    basket.row.count += 1

    #expect(!row.changed)
    #expect(rowCount.changed)
    #expect(!rowTitle.changed)
  }

  @Test func replacingAChildNotifiesObserversOfTheParentProperty() {
    var basket = Basket()
    let oldRow = basket.row
    let row = Observed { _ = basket.row }
    let oldRowCount = Observed { _ = oldRow.count }

    basket.row = Row(id: 1, count: 5)

    #expect(row.changed)
    #expect(!oldRowCount.changed)
    #expect(basket.row.count == 5)
  }

  @Test func replacingAChildFromInsideItNotifiesObserversOfTheParentProperty() {
    var basket = Basket()
    let row = Observed { _ = basket.row }

    basket.row.replace(with: basket.sibling)

    #expect(row.changed)
    #expect(basket.row.id == 2)
  }

  @Test func anIdentityStaysThroughInPlaceMutationAndChangesOnReplacement() {
    var row = Row(id: 1)
    let id = row._$id

    row.count += 1
    row.title = "Milk"
    #expect(row._$id == id)

    row = Row(id: 1, count: 1, title: "Milk")
    #expect(row._$id != id)
    #expect(Row(id: 3)._$id != Row(id: 3)._$id)
  }

  @Test func changingAnEnumCaseNotifiesThoseThatReadTheEnum() {
    var basket = Basket(detail: .row(Row(id: 4)))
    let detail = Observed { _ = basket.detail }

    basket.detail = .note("Oat milk")

    #expect(detail.changed)
  }

  @Test func anEnumKeepsItsIdentityWhileItsPayloadDoes() {
    let row = Row(id: 4)
    #expect(Detail.row(row)._$id == Detail.row(row)._$id)
    #expect(Detail.row(row)._$id != Detail.row(Row(id: 4))._$id)
    #expect(Detail.note("a")._$id != Detail.note("a")._$id)
    #expect(Detail.empty._$id != Detail.empty._$id)

    var detail = Detail.row(row)
    let id = detail._$id
    detail._$willModify()
    #expect(detail._$id != id)
  }

  @Test func presentingAndDismissingNotifiesThoseThatReadThePresentation() {
    var basket = Basket()
    let presented = Observed { _ = basket.presented }

    basket.presented = Row(id: 9)

    #expect(presented.changed)
    let again = Observed { _ = basket.presented }
    basket.presented = nil
    #expect(again.changed)
  }

  @Test func mutatingAPresentedChildNotifiesObserversOfItsPropertiesOnly() {
    var basket = Basket(presented: Row(id: 9))
    let presented = Observed { _ = basket.presented }
    let projection = Observed { _ = basket.$presented }
    let count = Observed { _ = basket.presented?.count }

    basket.presented?.count += 1

    #expect(!presented.changed)
    #expect(!projection.changed)
    #expect(count.changed)
    #expect(basket.presented?.count == 1)
  }

  @Test func anIdentifiedArrayNotifiesWhenItsElementsChangeNotWhenOneIsMutated() {
    var basket = Basket(rows: [Row(id: 1), Row(id: 2)])
    let rows = Observed { _ = basket.rows }
    let firstCount = Observed { _ = basket.rows[0].count }
    let secondCount = Observed { _ = basket.rows[1].count }

    basket.rows[id: 1]?.count += 1

    #expect(!rows.changed)
    #expect(firstCount.changed)
    #expect(!secondCount.changed)

    let rowsAgain = Observed { _ = basket.rows }
    basket.rows.append(Row(id: 3))
    #expect(rowsAgain.changed)
  }

  @Test func withPerceptionTrackingObservesAsWithObservationTracking() {
    var basket = Basket()
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = basket.count
    } onChange: {
      changed.setValue(true)
    }

    basket.count = 2

    #expect(changed.value)
  }

  @Test func equalityAndHashingIgnoreTheRegistrar() {
    #expect(Row(id: 1, count: 2) == Row(id: 1, count: 2))
    #expect(Basket() == Basket())
    #expect(ObservationStateRegistrar().hashValue == ObservationStateRegistrar().hashValue)
  }
}

extension Row {
  /// Replaces the whole row from inside, as a reducer's helper might.
  mutating func replace(with other: Row) {
    self = other
  }
}
