import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Going to the store: `S` starts a trip at a store and shows the list in its aisle order with
/// the basket last, each check is written to the trip, `S` again finishes it into the history
/// and leaves what was not found; `A` shows a store's aisles to order by hand.
@MainActor
struct ShoppingListTripsTests {
  static let now = Date(timeIntervalSince1970: 1_764_000_000)
  static let milk = ShoppingItem(id: UUID(11), name: "milk", category: "Dairy & Eggs")
  static let apples = ShoppingItem(id: UUID(12), name: "apples", category: "Produce")
  static let bread = ShoppingItem(id: UUID(13), name: "bread", category: "Bakery")
  static let tape = ShoppingItem(id: UUID(14), name: "tape")
  static let lidl = GroceryStore(
    id: StoreID(UUID(21)), name: "Lidl",
    learnedAisles: AisleOrder(categories: ["Dairy & Eggs", "Produce", "Bakery"]), tripCount: 3
  )
  static let aldi = GroceryStore(id: StoreID(UUID(22)), name: "Aldi")
  static let stores = StoreDirectory(stores: [lidl, aldi])
  /// The trip the tests start: the first id the generator gives.
  static let trip = Trip(
    id: UUID(0), store: lidl.id, shopper: "Ada", started: now
  )

  /// The list of milk, apples, bread and tape with the household's two stores.
  func listWithStores() -> ShoppingList.State {
    var state = ShoppingList.State.fixture([Self.apples, Self.milk, Self.tape, Self.bread])
    state.stores = Self.stores
    return state
  }

  /// The list on a trip to Lidl, grouped in its order.
  func onATrip() -> ShoppingList.State {
    var state = listWithStores()
    state.trip = ShoppingTrip(trip: Self.trip, storeName: "Lidl", groupedBefore: false)
    state.takesUpTrip = false
    state.regroup()
    state.cursor = 0
    return state
  }

  @Test func theShopKeyOffersTheLastStoreFirstAndTheTripShowsItsAisles() async {
    let saved = StoreWrites(directory: Self.stores)
    let store = makeTripStore(listWithStores(), saved: saved)
    await store.send(.shopKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Go shopping")
      } actions: {
        ButtonState(action: .shopAt(Self.lidl.id)) { TextState("Lidl") }
        ButtonState(action: .shopAt(Self.aldi.id)) { TextState("Aldi") }
        ButtonState(action: .newStore) { TextState("New store") }
        ButtonState(role: .cancel) { TextState("Not now") }
      } message: {
        TextState("At which store?")
      }
    }
    await store.send(.confirmationDialog(.presented(.shopAt(Self.lidl.id)))) {
      $0.confirmationDialog = nil
      $0.takesUpTrip = false
      $0.trip = ShoppingTrip(trip: Self.trip, storeName: "Lidl", groupedBefore: false)
      $0.grouping = ItemGrouping(
        $0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    #expect(store.state.grouping?.ids == [UUID(11), UUID(12), UUID(13), UUID(14)])
    #expect(
      store.state.grouping?.groups.map(\.title) == ["Dairy & Eggs", "Produce", "Bakery", "Other"])
    await store.receive(
      \.delegate.statusMessage, "Shopping at Lidl")
    await store.receive(\.storesUpdated)
    #expect(saved.trips == [Self.trip])
  }

  /// Two checks in a row: each item goes to the basket and the next comes up; the trip is
  /// written once, a second after the last check, after the list's own save; undo takes the
  /// last one out of the walk again.
  @Test func checksGoToTheBasketTeachTheWalkAndTheNextItemComesUp() async {
    let clock = TestClock()
    let saved = StoreWrites(directory: Self.stores)
    let store = makeTripStore(onATrip(), clock: clock, saved: saved)
    let milk = TripItem(name: "milk", category: "Dairy & Eggs")
    let apples = TripItem(name: "apples", category: "Produce")
    await store.send(.checkKeyPressed) {
      $0.items[id: UUID(11)]?.isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(UUID(11), false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(UUID(11), true)]
      $0.save.status = .saving
      $0.trip?.trip.checked = [milk]
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    #expect(store.state.grouping?.ids == [UUID(12), UUID(13), UUID(14), UUID(11)])
    #expect(store.state.grouping?.groups.last?.title == "In the basket")
    #expect(store.state.currentID == UUID(12))
    await store.send(.checkKeyPressed) {
      $0.items[id: UUID(12)]?.isChecked = true
      $0.checkedCount = 2
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(UUID(12), false), label: "checked “apples”"))
      $0.save.unsaved.append(.setChecked(UUID(12), true))
      $0.trip?.trip.checked = [milk, apples]
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    #expect(store.state.currentID == UUID(13))
    await store.expectSave(
      of: [.setChecked(UUID(11), true), .setChecked(UUID(12), true)], after: clock)
    #expect(saved.trips.isEmpty)
    await clock.advance(by: ShoppingList.tripSaveDelay - ShoppingList.saveDelay)
    await store.receive(\.storesUpdated)
    #expect(saved.trips.map(\.checked) == [[milk, apples]])

    await store.send(.undoKeyPressed) {
      $0.items[id: UUID(12)]?.isChecked = false
      $0.checkedCount = 1
      $0.history.undoSteps.removeLast()
      $0.history.redoSteps = [
        UndoStep(change: .setChecked(UUID(12), true), label: "checked “apples”")
      ]
      $0.save.unsaved = [.setChecked(UUID(12), false)]
      $0.save.status = .saving
      $0.trip?.trip.checked = [milk]
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    await store.receive(\.delegate.statusMessage)
    await store.expectSave(of: [.setChecked(UUID(12), false)], after: clock)
    await clock.advance(by: ShoppingList.tripSaveDelay - ShoppingList.saveDelay)
    await store.receive(\.storesUpdated)
    #expect(saved.trips.map(\.checked) == [[milk, apples], [milk]])
  }

  @Test func finishingClearsTheBasketAndLeavesWhatWasNotFound() async {
    let clock = TestClock()
    let saved = StoreWrites(directory: Self.stores)
    var state = onATrip()
    state.items[id: UUID(11)]?.isChecked = true
    state.checkedCount = 1
    state.trip?.trip.checked = [TripItem(name: "milk", category: "Dairy & Eggs")]
    state.regroup()
    let store = makeTripStore(state, clock: clock, saved: saved)
    var checkedMilk = Self.milk
    checkedMilk.isChecked = true
    await store.send(.shopKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Finish the trip")
      } actions: {
        ButtonState(action: .finishTrip) { TextState("Finish") }
        ButtonState(role: .cancel) { TextState("Keep shopping") }
      } message: {
        TextState(
          "Finish shopping at Lidl? 1 item in the basket goes to the history; "
            + "3 not found stay on the list.")
      }
    }
    // NB: with the aisles spaced apart, the cursor on milk in the basket had scrolled the pane.
    #expect(store.state.viewport.top == 1)
    await store.send(.confirmationDialog(.presented(.finishTrip))) {
      $0.confirmationDialog = nil
      $0.cursor = 0
      $0.viewport.top = 0
      $0.trip = nil
      $0.grouping = nil
      $0.items = [Self.apples, Self.tape, Self.bread]
      $0.checkedCount = 0
      $0.history.undoSteps = [
        UndoStep(
          change: .restore([PlacedItem(offset: 1, item: checkedMilk)]),
          label: "removed 1 checked item")
      ]
      $0.save.unsaved = [.remove([UUID(11)])]
      $0.save.status = .saving
    }
    await store.receive(
      \.delegate.statusMessage,
      StatusMessage("1 bought at Lidl, 3 not found", offersUndo: true))
    await store.receive(\.storesUpdated)
    var finished = Self.trip
    finished.checked = [TripItem(name: "milk", category: "Dairy & Eggs")]
    finished.finished = Self.now
    finished.notFound = ["apples", "tape", "bread"]
    #expect(saved.trips == [finished])
    await store.expectSave(of: [.remove([UUID(11)])], after: clock)
  }

  @Test func anItemAddedElsewhereDuringTheTripIsMarkedAsAnArrival() async {
    let store = makeTripStore(onATrip())
    let eggs = ShoppingItem(id: UUID(15), name: "eggs", category: "Dairy & Eggs")
    let patch = ListPatch(
      number: 1, items: [PatchedItem(eggs, after: UUID(14), by: "Ben")],
      arrivals: "1 change from Ben")
    await store.send(.listUpdated(patch)) {
      $0.items = [Self.apples, Self.milk, Self.tape, eggs, Self.bread]
      $0.trip?.arrivals = [UUID(15)]
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    #expect(store.state.grouping?.ids == [UUID(11), UUID(15), UUID(12), UUID(13), UUID(14)])
    await store.receive(\.delegate.statusMessage, "1 change from Ben")
  }

  @Test func anotherDevicesTripShowsAndThisDevicesOwnIsTakenUpAgain() async {
    let bens = Trip(
      id: UUID(31), store: Self.aldi.id, shopper: "Ben", isOwn: false,
      started: Self.now.addingTimeInterval(-600))
    let own = Trip(
      id: UUID(32), store: Self.lidl.id, shopper: "Ada", started: Self.now.addingTimeInterval(-60),
      checked: [TripItem(name: "bread", category: "Bakery")])
    let directory = StoreDirectory(stores: [Self.lidl, Self.aldi], trips: [own, bens])
    let store = makeTripStore(listWithStores())
    await store.send(.storesUpdated(directory)) {
      $0.stores = directory
      $0.othersShopping = [bens]
      $0.trip = ShoppingTrip(trip: own, storeName: "Lidl", groupedBefore: false)
      $0.takesUpTrip = false
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    // A trip idle past its lifetime is no longer shown.
    var idle = bens
    idle.lastActivity = Self.now.addingTimeInterval(-Trip.presenceLifetime)
    let later = StoreDirectory(stores: [Self.lidl, Self.aldi], trips: [own, idle])
    await store.send(.storesUpdated(later)) {
      $0.stores = later
      $0.othersShopping = []
    }
  }

  @Test func withoutStoresTheShopKeyNamesANewOneAndTheTripStartsThere() async {
    let saved = StoreWrites(directory: Self.stores)
    let store = makeTripStore(ShoppingList.State.fixture([Self.milk]), saved: saved)
    await store.send(.shopKeyPressed) { $0.listNaming = .newStore }
    await store.send(.editor(.textTyped("Lidl"))) {
      $0.listNaming?.editor = LineEditor.State(text: "Lidl")
    }
    await store.send(.editCommitted) { $0.listNaming = nil }
    let made = StoreDirectory(stores: [GroceryStore(id: StoreID(UUID(0)), name: "Lidl")])
    await store.receive(\.storeCreated) {
      $0.stores = made
      $0.takesUpTrip = false
      $0.trip = ShoppingTrip(
        trip: Trip(id: UUID(1), store: StoreID(UUID(0)), shopper: "Ada", started: Self.now),
        storeName: "Lidl", groupedBefore: false)
      $0.grouping = ItemGrouping($0.items, aisles: AisleOrder(categories: []), basketLast: true)
    }
    await store.receive(
      \.delegate.statusMessage, "Shopping at Lidl")
    await store.receive(\.storesUpdated) { $0.stores = Self.stores }
    #expect(saved.created == ["Lidl"])
  }

  @Test func theAislesMoveByHandAndGoBackToWhatTheTripsTaught() async {
    let saved = StoreWrites(directory: Self.stores)
    let store = makeTripStore(onATrip(), saved: saved)
    await store.send(.aislesKeyPressed) {
      $0.aisles = StoreAisles(Self.lidl, items: [Self.milk])
    }
    #expect(store.state.aisles?.categories == ["Dairy & Eggs", "Produce", "Bakery"])
    var handSet = Self.lidl
    handSet.handSetAisles = AisleOrder(categories: ["Produce", "Dairy & Eggs", "Bakery"])
    let afterMove = StoreDirectory(stores: [handSet, Self.aldi])
    saved.directory = afterMove
    await store.send(.aisleMoveDownKeyPressed) {
      $0.aisles?.categories = ["Produce", "Dairy & Eggs", "Bakery"]
      $0.aisles?.cursor = 1
      $0.aisles?.isHandSet = true
    }
    // The cursor stays on milk, now in the second aisle.
    await store.receive(\.storesUpdated) {
      $0.stores = afterMove
      $0.cursor = 1
      $0.grouping = ItemGrouping($0.items, aisles: handSet.aisles, basketLast: true)
    }
    #expect(store.state.grouping?.ids == [UUID(12), UUID(11), UUID(13), UUID(14)])
    saved.directory = Self.stores
    await store.send(.aislesLearnedKeyPressed)
    await store.receive(\.delegate.statusMessage, "Lidl follows its trips' order again")
    await store.receive(\.storesUpdated) {
      $0.stores = Self.stores
      $0.cursor = 0
      $0.aisles = StoreAisles(Self.lidl, items: [Self.milk], cursor: 1)
      $0.grouping = ItemGrouping($0.items, aisles: Self.lidl.aisles, basketLast: true)
    }
    #expect(saved.aisles == [AisleOrder(categories: ["Produce", "Dairy & Eggs", "Bakery"]), nil])
  }
}

extension ShoppingListTripsTests {
  @Test func anotherListWaitsUntilTheTripIsFinished() async {
    var state = onATrip()
    state.lists = [state.list, ListSummary(id: ListID(UUID(50)), name: "Party")]
    let store = makeTripStore(state)
    await store.send(.nextListKeyPressed)
    await store.receive(
      \.delegate.statusMessage, "Finish the trip at Lidl before showing another list")
    await store.send(.listsKeyPressed)
    await store.receive(
      \.delegate.statusMessage, "Finish the trip at Lidl before showing another list")
  }
}

extension ShoppingListTripsTests {
  /// A trip started by mistake stops without marking anything as not found.
  @Test func aTripWithNothingBoughtStopsAndMarksNothing() async {
    let saved = StoreWrites(directory: Self.stores)
    let store = makeTripStore(onATrip(), saved: saved)
    await store.send(.shopKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Stop shopping")
      } actions: {
        ButtonState(action: .finishTrip) { TextState("Stop") }
        ButtonState(role: .cancel) { TextState("Keep shopping") }
      } message: {
        TextState("Stop shopping at Lidl? Nothing is in the basket; the list stays as it is.")
      }
    }
    await store.send(.confirmationDialog(.presented(.finishTrip))) {
      $0.confirmationDialog = nil
      $0.trip = nil
      $0.grouping = nil
    }
    await store.receive(\.delegate.statusMessage, "Stopped shopping at Lidl: nothing bought")
    await store.receive(\.storesUpdated)
    var stopped = Self.trip
    stopped.finished = Self.now
    #expect(saved.trips == [stopped])
    let directory = StoreDirectory(stores: [Self.lidl], trips: [stopped])
    #expect(directory.notFoundLastTime(on: .main) == nil)
  }
}

extension ShoppingListTripsTests {
  /// Another device's trip abandoned mid-way (its app closed) stops showing once it has been
  /// idle for ``Trip/presenceLifetime``, without another file landing.
  @Test func anAbandonedTripStopsShowingOnItsOwn() async {
    let clock = TestClock()
    let start = Self.now
    let wallClock = LockIsolated(start)
    let bens = Trip(
      id: UUID(31), store: Self.aldi.id, shopper: "Ben", isOwn: false,
      started: Self.now.addingTimeInterval(-Trip.presenceLifetime + 60))
    let directory = StoreDirectory(stores: [Self.lidl, Self.aldi], trips: [bens])
    let store = TestStore(initialState: listWithStores()) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { wallClock.value }
    }
    await store.send(.storesUpdated(directory)) {
      $0.stores = directory
      $0.othersShopping = [bens]
      $0.takesUpTrip = false
    }
    await clock.advance(by: .seconds(59))
    wallClock.setValue(start.addingTimeInterval(60))
    await clock.advance(by: .seconds(1))
    await store.receive(\.presenceExpired) { $0.othersShopping = [] }
  }
}

/// What a trip test's stores client was asked to write, and the directory it answers with.
final class StoreWrites: @unchecked Sendable {
  private let lock = NSLock()
  private var _trips: [Trip] = []
  private var _aisles: [AisleOrder?] = []
  private var _created: [String] = []
  private var _directory: StoreDirectory

  init(directory: StoreDirectory) { _directory = directory }

  var trips: [Trip] { lock.withLock { _trips } }
  var aisles: [AisleOrder?] { lock.withLock { _aisles } }
  var created: [String] { lock.withLock { _created } }
  var directory: StoreDirectory {
    get { lock.withLock { _directory } }
    set { lock.withLock { _directory = newValue } }
  }

  /// A client that records each write and answers with ``directory``; a store made is the only
  /// store of the directory it answers with.
  var client: StoresClient {
    StoresClient(
      directory: { self.directory },
      updates: { AsyncStream { $0.finish() } },
      shopperName: { "Ada" },
      createStore: { id, name in
        self.lock.withLock { self._created.append(name) }
        return StoreDirectory(stores: [GroceryStore(id: id, name: name)])
      },
      setAisles: { _, order in
        self.lock.withLock { self._aisles.append(order) }
        return self.directory
      },
      saveTrip: { trip in
        self.lock.withLock { self._trips.append(trip) }
        return self.directory
      }
    )
  }
}

@MainActor
func makeTripStore(
  _ state: ShoppingList.State, clock: TestClock<Duration> = TestClock(),
  saved: StoreWrites = StoreWrites(directory: StoreDirectory())
) -> TestStore<ShoppingList.State, ShoppingList.Action> {
  TestStore(initialState: state) {
    ShoppingList()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
    $0.date = .constant(ShoppingListTripsTests.now)
    $0.stores = saved.client
    $0.listStorage = ListSaves().storage
  }
}
