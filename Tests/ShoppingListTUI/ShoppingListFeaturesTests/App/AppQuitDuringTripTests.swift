import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Quitting during a trip writes the trip first: a check made in the second before quitting,
/// whose write was still waiting, is not lost from the walk that teaches the store's order.
@MainActor
struct AppQuitDuringTripTests {
  static let milk = TripItem(name: "milk", category: "Dairy & Eggs")

  /// An app on a trip to Lidl with milk in the basket: the list is on disk, the trip's write
  /// of the check is still waiting.
  static func checkedMilkOnATrip() -> App.State {
    var list = ShoppingListTripsTests().onATrip()
    list.items[id: ShoppingListTripsTests.milk.id]?.isChecked = true
    list.checkedCount = 1
    list.trip?.trip.checked = [milk]
    list.regroup()
    return App.State(list: list)
  }

  static func makeStore(
    _ state: App.State, stores: StoresClient
  ) -> TestStore<App.State, App.Action> {
    TestStore(initialState: state) {
      App()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.stores = stores
      $0.listStorage = ListSaves().storage
    }
  }

  /// `q` with the list on disk: the trip is written, and then the app quits.
  static func quitWritingOnlyTheTrip(_ store: TestStore<App.State, App.Action>) async {
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isFinal = true
      $0.list.save.isWritingTrip = true
    }
    await store.receive(\.list.finalTripWritten) {
      $0.list.save.isFinal = false
      $0.list.save.isWritingTrip = false
    }
    await store.receive(\.list.delegate.finalSaveFinished) {
      $0.quitting = .finished
    }
  }

  @Test func quittingWritesTheTripFirst() async {
    let saved = StoreWrites(directory: ShoppingListTripsTests.stores)
    let store = Self.makeStore(Self.checkedMilkOnATrip(), stores: saved.client)
    await Self.quitWritingOnlyTheTrip(store)
    var trip = ShoppingListTripsTests.trip
    trip.checked = [Self.milk]
    #expect(saved.trips == [trip])
  }

  @Test func quittingWithTheListUnsavedWritesBothAndQuitsOnceBothAreDone() async {
    let saved = StoreWrites(directory: ShoppingListTripsTests.stores)
    var state = Self.checkedMilkOnATrip()
    let change = ListChange.setChecked(ShoppingListTripsTests.milk.id, true)
    state.list.save.unsaved = [change]
    state.list.save.status = .saving
    let store = Self.makeStore(state, stores: saved.client)
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isFinal = true
      $0.list.save.isWritingTrip = true
      $0.list.save.unsaved = []
      $0.list.save.writing = [change]
    }
    await store.receive(\.list.finalTripWritten) {
      $0.list.save.isWritingTrip = false
    }
    await store.receive(\.list.listSaved) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(\.list.delegate.finalSaveFinished) {
      $0.quitting = .finished
    }
    #expect(saved.trips.map(\.checked) == [[Self.milk]])
  }

  @Test func aTripThatCannotBeWrittenDoesNotKeepTheAppOpen() async {
    var stores = StoreWrites(directory: ShoppingListTripsTests.stores).client
    stores.saveTrip = { _ in throw CocoaError(.fileWriteNoPermission) }
    await Self.quitWritingOnlyTheTrip(Self.makeStore(Self.checkedMilkOnATrip(), stores: stores))
  }
}
