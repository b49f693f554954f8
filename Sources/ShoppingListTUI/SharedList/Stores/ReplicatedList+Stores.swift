import Foundation
import ShoppingListModel

/// A folder's stores and trips kept as a ``ReplicatedList`` of their own, in the `stores`
/// folder beside the list's device files (see ``StoresFolder``): a store is a record with a
/// name (created, renamed and removed as an item is, so the same merge rules hold) and an
/// ``StoreField/aisles`` register; a trip is a record without a name whose one
/// ``StoreField/trip`` register only its own device writes.
extension ReplicatedList {
  /// The stores, their aisle orders learned from the finished trips, and the trips, as seen by
  /// `ownDevice`.
  package func storeDirectory(ownDevice: DeviceID) -> StoreDirectory {
    var trips: [Trip] = []
    var newest: [UUID: (register: Register<RawJSON>, isOwn: Bool)] = [:]
    for (device, log) in logs {
      for (id, record) in log.records {
        guard let register = record.unknownFields[StoreField.trip.rawValue] else { continue }
        if let known = newest[id], known.register.stamp > register.stamp { continue }
        newest[id] = (register, device == ownDevice)
      }
    }
    for (id, found) in newest {
      guard
        let trip = StoreField.trip(
          id: id, in: found.register.value, stamp: found.register.stamp, isOwn: found.isOwn)
      else { continue }
      trips.append(trip)
    }
    trips.sort { ($0.started, $0.id.uuidString) > ($1.started, $1.id.uuidString) }
    var walks: [StoreID: [StoreWalk]] = [:]
    for trip in trips {
      guard let walk = trip.walk else { continue }
      walks[trip.store, default: []].append(walk)
    }
    let stores = visibleItems.map { item in
      let store = StoreID(item.id)
      let aisles = mergedItem(item.id)?.unknownFields[StoreField.aisles.rawValue]
      return GroceryStore(
        id: store, name: item.name,
        handSetAisles: aisles.flatMap { StoreField.aisles(in: $0.value) },
        learnedAisles: AisleOrder.learned(from: walks[store] ?? []),
        tripCount: walks[store]?.count ?? 0
      )
    }
    return StoreDirectory(stores: stores, trips: trips)
  }

  /// Sets the aisle order a person chose for `store`, or clears it (`nil`), as `clock`'s device.
  package mutating func setAisles(
    _ aisles: AisleOrder?, of store: StoreID, clock: inout HybridClock, now: Int64
  ) throws(ListChangeError) {
    guard mergedItem(store.uuid)?.isVisible == true else { throw .missingItem(store.uuid) }
    writeField(.aisles, StoreField.raw(ofAisles: aisles), of: store.uuid, clock: &clock, now: now)
  }

  /// Writes `trip` as `clock`'s device, which must be the device that makes it; a trip
  /// finished already is never written back as under way (a write of it from before the finish
  /// that arrives late).
  package mutating func write(_ trip: Trip, clock: inout HybridClock, now: Int64) {
    if trip.finished == nil, let written = newestTripRegister(trip.id),
      StoreField.trip(id: trip.id, in: written.value, stamp: written.stamp, isOwn: true)?
        .finished != nil
    {
      return
    }
    writeField(.trip, StoreField.raw(of: trip), of: trip.id, clock: &clock, now: now)
  }

  /// The newest register of the trip with `id`, of any device.
  private func newestTripRegister(_ id: UUID) -> Register<RawJSON>? {
    logs.values.compactMap { $0.records[id]?.unknownFields[StoreField.trip.rawValue] }
      .max { $0.stamp < $1.stamp }
  }

  private mutating func writeField(
    _ field: StoreField, _ value: RawJSON, of id: UUID, clock: inout HybridClock, now: Int64
  ) {
    if let newestStamp { clock.observe(newestStamp, now: now) }
    let stamp = clock.tick(now: now)
    var record = ItemRecord(id: id)
    record.edited = stamp
    record.unknownFields[field.rawValue] = Register(value: value, stamp: stamp)
    merge(DeviceLog(device: clock.device, records: [id: record]))
  }
}
