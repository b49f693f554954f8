import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  private enum CancelID: Hashable, Sendable {
    case stores
    case presence
    case tripSave
  }

  /// Listens to the household's stores for as long as the pane lives: a trip started on
  /// another device shows, and a store's learned order follows the trips as they land.
  func listenForStores() -> Effect<Action> {
    .run { [stores] send in
      await send(.storesUpdated(stores.directory()))
      for await directory in stores.updates() {
        await send(.storesUpdated(directory))
      }
    }
    .cancellable(id: CancelID.stores, cancelInFlight: true)
  }

  /// The stores and trips changed: who else is shopping, the trip's store name, and the
  /// order of a grouped list follow; this device's own trip left under way (the app closed
  /// mid-trip) is taken up again.
  func storesUpdated(_ directory: StoreDirectory, in state: inout State) -> Effect<Action> {
    state.stores = directory
    let presence = othersShoppingChanged(in: &state)
    if let trip = state.trip {
      state.trip?.storeName = directory.store(trip.trip.store)?.name ?? trip.storeName
    } else if state.takesUpTrip, let own = directory.ownTripUnderWay,
      own.list == state.list.id, let store = directory.store(own.store)
    {
      state.trip = ShoppingTrip(
        trip: own, storeName: store.name, groupedBefore: state.grouping != nil)
      state.regroup()
      state.moveCursor(to: 0)
    }
    if let aisles = state.aisles, let store = directory.store(aisles.store) {
      state.aisles = StoreAisles(store, items: state.items, cursor: aisles.cursor)
    }
    if !directory.trips.isEmpty { state.takesUpTrip = false }
    // NB: the groups follow a store's new order in the body, which regroups after the action.
    return presence
  }

  /// Works out who else is shopping from the list now, and wakes up when the first of their
  /// trips would stop showing (one abandoned mid-trip), so the line above the list goes
  /// without another file landing; nothing wakes up while nobody shops.
  func othersShoppingChanged(in state: inout State) -> Effect<Action> {
    let now = date.now
    state.othersShopping = state.stores.othersShopping(at: now).filter {
      $0.list == state.list.id
    }
    let expiry = state.othersShopping.map {
      $0.lastActivity.addingTimeInterval(Trip.presenceLifetime).timeIntervalSince(now)
    }.min()
    guard let expiry else { return .cancel(id: CancelID.presence) }
    return .run { [clock] send in
      try await clock.sleep(for: .milliseconds(Int64((max(0, expiry) * 1000).rounded(.up))))
      await send(.presenceExpired)
    }
    .cancellable(id: CancelID.presence, cancelInFlight: true)
  }

  /// `S`: asks which store a trip is to (a new store's name is typed when there is none), or
  /// during a trip, whether to finish it.
  func shopKeyPressed(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true, state.listNaming == nil else {
      return .none
    }
    if let trip = state.trip {
      let onList = state.items.filter { $0.list == state.list.id }
      state.confirmationDialog = .finishTrip(
        at: trip.storeName, bought: onList.count(where: \.isChecked),
        notFound: onList.count(where: { !$0.isChecked })
      )
      state.confirmationDialogScroll = ScrollPosition()
      return .none
    }
    guard !state.stores.stores.isEmpty else {
      state.listNaming = .newStore
      return .none
    }
    state.confirmationDialog = .shop(at: state.stores.stores, last: state.stores.lastStore)
    state.confirmationDialogScroll = ScrollPosition()
    return .none
  }

  /// Starts a trip to the store named `name`, made first when there is none of that name
  /// (`shopping-list shop STORE`), or to the last store when `name` is `nil`.
  func shop(atStoreNamed name: String?, in state: inout State) -> Effect<Action> {
    guard state.trip == nil else { return .none }
    guard let name else {
      guard let last = state.stores.lastStore else { return shopKeyPressed(&state) }
      return startTrip(at: last.id, in: &state)
    }
    if let store = state.stores.store(named: name) { return startTrip(at: store.id, in: &state) }
    return createStore(named: name, in: &state)
  }

  /// Makes a store named `name` (typed after `S` → New store), then starts a trip to it.
  func createStore(named name: String, in state: inout State) -> Effect<Action> {
    let name = ShoppingItem.sanitizedName(name)
    guard !name.isEmpty else { return .none }
    if let existing = state.stores.store(named: name) {
      return startTrip(at: existing.id, in: &state)
    }
    let store = StoreID(uuid())
    return .run { [stores] send in
      do {
        let directory = try await stores.createStore(store, name)
        await send(.storeCreated(store, directory))
      } catch {
        await send(.storesWriteFailed("The store was not made: \(error)"))
      }
    }
  }

  /// Starts a trip to `store`: the list shows grouped in the store's aisle order with the next
  /// item at the top, and the trip is written so other devices show that someone is shopping.
  func startTrip(at store: StoreID, in state: inout State) -> Effect<Action> {
    guard state.trip == nil, let shop = state.stores.store(store) else { return .none }
    state.takesUpTrip = false
    let now = date.now
    let trip = Trip(
      id: uuid(), store: store, list: state.list.id, shopper: stores.shopperName(),
      started: now
    )
    state.trip = ShoppingTrip(
      trip: trip, storeName: shop.name, groupedBefore: state.grouping != nil)
    state.usuals = nil
    state.clearFilter()
    state.regroup()
    state.moveCursor(to: 0)
    return .merge(
      save(trip),
      .send(.delegate(.statusMessage("Shopping at \(shop.name)")))
    )
  }

  /// Finishes the trip: it is written with what was not found, the basket goes to the history
  /// (one undo step, as `C`), and the list shows as before the trip, from the top.
  func finishTrip(_ state: inout State) -> Effect<Action> {
    guard let shopping = state.trip else { return .none }
    var trip = shopping.trip
    let now = date.now
    trip.finished = now
    trip.lastActivity = now
    // NB: a trip where nothing went into the basket (started by mistake) found nothing
    // missing either, and marks nothing.
    let left =
      state.checkedCount == 0
      ? [] : state.items.filter { $0.list == state.list.id && !$0.isChecked }
    trip.notFound = left.map(\.name)
    state.trip = nil
    if !shopping.groupedBefore { state.grouping = nil }
    let bought = trip.checked.count
    let removed = removeCheckedItems(&state)
    let cleared = removed == nil ? Effect<Action>.none : listChanged(&state)
    if state.grouping != nil { state.regroup() }
    state.moveCursor(to: 0)
    let notFound = left.isEmpty ? "" : ", \(left.count.groupedDigits) not found"
    let message =
      removed == nil
      ? StatusMessage("Stopped shopping at \(shopping.storeName): nothing bought")
      : StatusMessage(
        "\(bought.groupedDigits) bought at \(shopping.storeName)\(notFound)",
        offersUndo: true)
    return .merge(cleared, save(trip), .send(.delegate(.statusMessage(message))))
  }

  /// How long a trip's write waits after the last check, so a run of checks is one write and
  /// writes never overtake each other; longer than the list's own, which goes first.
  static let tripSaveDelay = Duration.seconds(1)

  /// Writes `trip` as it stands once the checks stop for ``tripSaveDelay``.
  func saveSoon(_ trip: Trip) -> Effect<Action> {
    write(trip).debounce(id: CancelID.tripSave, for: Self.tripSaveDelay, clock: clock)
  }

  /// Writes `trip` as it stands, at once: a write of it waiting for ``saveSoon(_:)`` is
  /// dropped.
  func save(_ trip: Trip) -> Effect<Action> {
    .merge(.cancel(id: CancelID.tripSave), write(trip))
  }

  /// Writes the trip under way at once, for quitting: a write of it waiting for
  /// ``saveSoon(_:)`` is dropped, and the final save waits for this one.
  func writeTripNow(_ state: inout State) -> Effect<Action> {
    guard let trip = state.trip?.trip, !state.save.isWritingTrip else { return .none }
    state.save.isWritingTrip = true
    return .merge(
      .cancel(id: CancelID.tripSave),
      .run { [stores] send in
        // NB: the app is closing, so a failure has nowhere to show; the trip's next write, in
        // the next session, carries every check again.
        _ = try? await stores.saveTrip(trip)
        await send(.finalTripWritten)
      }
    )
  }

  private func write(_ trip: Trip) -> Effect<Action> {
    .run { [stores] send in
      do {
        await send(.storesUpdated(try await stores.saveTrip(trip)))
      } catch {
        await send(.storesWriteFailed("The trip was not written: \(error)"))
      }
    }
  }

  /// Notes the items that arrived from elsewhere during a trip (`new`: the ids the list did not
  /// have before the patch), so the shopper sees them.
  func noteArrivals(_ new: [ShoppingItem.ID], in state: inout State) {
    guard state.trip != nil else { return }
    for id in new where state.items[id: id]?.isChecked == false {
      state.trip?.arrivals.insert(id)
    }
  }
}
