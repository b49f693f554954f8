import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Trips written by two devices into their stores files and read back into the directory:
/// whose they are, who is shopping now, what was not found, where the next trip starts, and
/// the aisle order the finished ones teach.
@Suite struct StoreTripsTests {
  typealias F = StoresFixture

  /// The laptop's trip to Lidl: finished, milk and bread bought, saffron not found.
  static let laptopTrip = Trip(
    id: F.laptopTrip, store: F.lidl, shopper: "laptop", started: F.at(0),
    finished: F.at(900),
    checked: [
      TripItem(name: "apples", category: "Produce"), TripItem(name: "bread", category: "Bakery"),
      TripItem(name: "milk", category: "Dairy & Eggs"), TripItem(name: "candles", category: ""),
    ],
    notFound: ["saffron"]
  )

  /// The phone's trip to Rewe, under way: one item in the basket.
  static let phoneTrip = Trip(
    id: F.phoneTrip, store: F.rewe, shopper: "Ada", started: F.at(1_000),
    checked: [TripItem(name: "milk", category: "Dairy & Eggs")]
  )

  /// Lidl and Rewe, the laptop's trip and the phone's, each written by its device.
  func folder(_ directory: TemporaryDirectory) throws -> (StoresFolder, StoresFolder) {
    let (laptop, phone) = (F.laptop(directory), F.phone(directory))
    try laptop.create(F.lidl, "Lidl", now: F.ms(-10))
    try laptop.create(F.rewe, "Rewe", now: F.ms(-9))
    try laptop.change(now: F.ms(900)) { list, clock throws(StoreChangeError) in
      list.write(Self.laptopTrip, clock: &clock, now: F.ms(900))
    }
    try phone.change(now: F.ms(1_100)) { list, clock throws(StoreChangeError) in
      list.write(Self.phoneTrip, clock: &clock, now: F.ms(1_100))
    }
    return (laptop, phone)
  }

  @Test func tripsAreReadBackNewestFirstAndOwnOnlyOnTheirDevice() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone) = try folder(directory)
    let expectedPhoneTrip = Trip(
      id: F.phoneTrip, store: F.rewe, list: .main, shopper: "Ada", isOwn: false,
      started: F.at(1_000), lastActivity: F.at(1_100), finished: nil,
      checked: [TripItem(name: "milk", category: "Dairy & Eggs")], notFound: []
    )
    let expectedLaptopTrip = Trip(
      id: F.laptopTrip, store: F.lidl, list: .main, shopper: "laptop", isOwn: true,
      started: F.at(0), lastActivity: F.at(900), finished: F.at(900),
      checked: [
        TripItem(name: "apples", category: "Produce"),
        TripItem(name: "bread", category: "Bakery"),
        TripItem(name: "milk", category: "Dairy & Eggs"), TripItem(name: "candles", category: ""),
      ],
      notFound: ["saffron"]
    )
    #expect(
      try laptop.directory(now: F.ms(1_200)).trips == [expectedPhoneTrip, expectedLaptopTrip])
    var phoneView = [expectedPhoneTrip, expectedLaptopTrip]
    phoneView[0].isOwn = true
    phoneView[1].isOwn = false
    #expect(try phone.directory(now: F.ms(1_200)).trips == phoneView)
  }

  @Test func whoIsShoppingIsTheOtherDevicesTripUnderWayUntilItGoesIdle() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone) = try folder(directory)
    let seenByLaptop = try laptop.directory(now: F.ms(1_200))
    #expect(seenByLaptop.ownTripUnderWay == nil)
    #expect(seenByLaptop.othersShopping(at: F.at(1_200)).map(\.id) == [F.phoneTrip])
    // Idle for the presence lifetime (two hours after its last write), it shows no more.
    #expect(seenByLaptop.othersShopping(at: F.at(1_100 + 7_199)).map(\.id) == [F.phoneTrip])
    #expect(seenByLaptop.othersShopping(at: F.at(1_100 + 7_200)) == [])
    let seenByPhone = try phone.directory(now: F.ms(1_200))
    #expect(seenByPhone.ownTripUnderWay?.id == F.phoneTrip)
    #expect(seenByPhone.othersShopping(at: F.at(1_200)) == [])
    // Finished, it is no one's trip under way.
    var finished = Self.phoneTrip
    finished.finished = F.at(1_300)
    try phone.change(now: F.ms(1_300)) { list, clock throws(StoreChangeError) in
      list.write(finished, clock: &clock, now: F.ms(1_300))
    }
    #expect(try phone.directory(now: F.ms(1_400)).ownTripUnderWay == nil)
    #expect(try laptop.directory(now: F.ms(1_400)).othersShopping(at: F.at(1_400)) == [])
  }

  @Test func aTripToARemovedStoreIsNoOnesPresence() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone) = try folder(directory)
    try laptop.change(now: F.ms(1_150)) { list, clock throws(StoreChangeError) in
      try list.removeStore(F.rewe, clock: &clock, now: F.ms(1_150))
    }
    #expect(try laptop.directory(now: F.ms(1_200)).othersShopping(at: F.at(1_200)) == [])
    #expect(try phone.directory(now: F.ms(1_200)).ownTripUnderWay == nil)
    #expect(try phone.directory(now: F.ms(1_200)).trips.count == 2)
  }

  @Test func whatTheLastFinishedTripDidNotFindAndWhereTheNextStarts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone) = try folder(directory)
    let seenByLaptop = try laptop.directory(now: F.ms(1_200))
    let notFound = try #require(seenByLaptop.notFoundLastTime(on: .main))
    #expect(notFound == StoreDirectory.NotFound(store: "Lidl", names: ["saffron"]))
    #expect(notFound.contains("SAFFRON"))
    #expect(seenByLaptop.notFoundLastTime(on: ListID(UUID())) == nil)
    // Each device starts where it last shopped.
    #expect(seenByLaptop.lastStore?.name == "Lidl")
    #expect(try phone.directory(now: F.ms(1_200)).lastStore?.name == "Rewe")
    // A device that never shopped starts where anyone last did.
    let tablet = F.stores(directory, Fixture.tablet, "tablet")
    #expect(try tablet.directory(now: F.ms(1_200)).lastStore?.name == "Rewe")
  }

  @Test func theLearnedOrderComesFromFinishedTripsOnly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, _) = try folder(directory)
    let directoryRead = try laptop.directory(now: F.ms(1_200))
    let lidl = try #require(directoryRead.store(F.lidl))
    #expect(lidl.tripCount == 1)
    #expect(
      lidl.learnedAisles == AisleOrder(categories: ["Produce", "Bakery", "Dairy & Eggs"]))
    #expect(lidl.aisles == AisleOrder(categories: ["Produce", "Bakery", "Dairy & Eggs"]))
    // Rewe's only trip is under way: it teaches nothing yet.
    let rewe = try #require(directoryRead.store(F.rewe))
    #expect(rewe.tripCount == 0)
    #expect(rewe.learnedAisles == AisleOrder(categories: []))
  }

  @Test func aTripWrittenAgainReplacesItself() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (_, phone) = try folder(directory)
    var trip = Self.phoneTrip
    trip.checked.append(TripItem(name: "eggs", category: "Dairy & Eggs"))
    try phone.change(now: F.ms(1_150)) { list, clock throws(StoreChangeError) in
      list.write(trip, clock: &clock, now: F.ms(1_150))
    }
    let trips = try F.laptop(directory).directory(now: F.ms(1_200)).trips
    #expect(trips.map(\.id) == [F.phoneTrip, F.laptopTrip])
    #expect(trips.first?.checked.map(\.name) == ["milk", "eggs"])
    #expect(trips.first?.lastActivity == F.at(1_150))
  }

  /// A write of the trip from before its finish, arriving after it (two writes racing), leaves
  /// it finished: the trip would otherwise show as under way again, and be taken up again.
  @Test func aFinishedTripIsNeverWrittenBackAsUnderWay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (_, phone) = try folder(directory)
    var finished = Self.phoneTrip
    finished.finished = F.at(1_200)
    try phone.change(now: F.ms(1_200)) { list, clock throws(StoreChangeError) in
      list.write(finished, clock: &clock, now: F.ms(1_200))
    }
    try phone.change(now: F.ms(1_250)) { list, clock throws(StoreChangeError) in
      list.write(Self.phoneTrip, clock: &clock, now: F.ms(1_250))
    }
    let trips = try F.laptop(directory).directory(now: F.ms(1_300)).trips
    #expect(trips.first?.finished == F.at(1_200))
    #expect(trips.first?.lastActivity == F.at(1_200))
  }
}
