import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Random histories of two or three devices creating, renaming and removing stores, setting
/// and clearing aisle orders and writing their trips, their logs delivered in random orders
/// with duplicates and stale copies: every device must end with the same directory, and the
/// merge must be a join.
@Suite struct StoresMergePropertyTests {
  static let devices = [Fixture.laptop, Fixture.phone, Fixture.tablet]
  static let skews: [Int64] = [0, -Fixture.day, 3_000]
  static let stores = (1...4).map {
    StoreID(UUID(uuidString: "5\($0)000000-0000-4000-8000-000000000000")!)
  }
  static let names = ["Lidl", "lidl", "Rewe", "Aldi Süd", "ALDI SUD", "Edeka"]
  static let categories = ["Produce", "Bakery", "Dairy & Eggs", "Frozen", ""]
  static let trips = (1...6).map { UUID(uuidString: "7\($0)000000-0000-4000-8000-000000000000")! }

  /// A history of 60 random steps from `seed` on `deviceCount` devices: each step is a change
  /// on one replica or the delivery of some earlier version of one device's log to another.
  struct History {
    var replicas: [Replica]
    var versions: [[DeviceLog]]

    init(seed: UInt64, steps: Int = 60) {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 2...3, using: &random)
      replicas = StoresMergePropertyTests.devices.prefix(count).map(Replica.init)
      versions = Array(repeating: [], count: count)
      for step in 0..<steps {
        let device = Int.random(in: 0..<count, using: &random)
        if Bool.random(using: &random) {
          let now = Fixture.noon + Int64(step) * 10 + StoresMergePropertyTests.skews[device]
          Self.randomChange(
            on: &replicas[device], device: device, at: now, using: &random)
          versions[device].append(
            replicas[device].list.log(of: StoresMergePropertyTests.devices[device]))
        } else {
          let source = Int.random(in: 0..<count, using: &random)
          if let log = versions[source].randomElement(using: &random) {
            replicas[device].list.merge(log)
          }
        }
      }
    }

    /// A store change, an aisle order or a trip written by `device`, refused or not.
    static func randomChange(
      on replica: inout Replica, device: Int, at now: Int64, using random: inout SplitMix64
    ) {
      typealias P = StoresMergePropertyTests
      let any = P.stores.randomElement(using: &random) ?? P.stores[0]
      // NB: mostly a store this device knows, so that most changes are made, not refused.
      let known = replica.list.storeDirectory(ownDevice: P.devices[device]).stores.map(\.id)
      let store =
        Int.random(in: 0..<4, using: &random) > 0 ? known.randomElement(using: &random) ?? any : any
      let name = P.names.randomElement(using: &random) ?? "Lidl"
      let categories = (0..<Int.random(in: 0...4, using: &random)).compactMap { _ in
        P.categories.randomElement(using: &random)
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        try? replica.list.createStore(any, named: name, clock: &replica.clock, now: now)
      case 2: try? replica.list.renameStore(store, to: name, clock: &replica.clock, now: now)
      case 3: try? replica.list.removeStore(store, clock: &replica.clock, now: now)
      case 4, 5:
        let order = categories.isEmpty ? nil : AisleOrder(categories: categories)
        try? replica.list.setAisles(order, of: store, clock: &replica.clock, now: now)
      default:
        // NB: a device writes only its own trips: each has two of the six ids.
        let trip = P.trips[device * 2 + Int.random(in: 0...1, using: &random)]
        let started = Date(timeIntervalSince1970: Double(now) / 1000)
        replica.list.write(
          Trip(
            id: trip, store: store, shopper: "device \(device)", started: started,
            finished: Bool.random(using: &random) ? started.addingTimeInterval(60) : nil,
            checked: categories.map { TripItem(name: "item in \($0)", category: $0) },
            notFound: Bool.random(using: &random) ? ["saffron"] : []
          ),
          clock: &replica.clock, now: now
        )
      }
    }
  }

  @Test func everyDeviceEndsWithTheSameDirectoryWhateverTheDeliveryOrder() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var history = History(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5707E)
      for index in history.replicas.indices {
        var deliveries = history.versions.flatMap { $0 }
        deliveries += deliveries.prefix(5)
        deliveries.shuffle(using: &random)
        for log in deliveries { history.replicas[index].list.merge(log) }
      }
      let directories = history.replicas.map { $0.list.storeDirectory(ownDevice: Fixture.laptop) }
      for directory in directories.dropFirst() { #expect(directory == directories[0]) }
      let names = directories[0].stores.map { NameFolding.folded($0.name) }
      #expect(Set(directories[0].stores.map(\.id)).count == names.count)
      #expect(Set(directories[0].trips.map(\.id)).count == directories[0].trips.count)
      #expect(directories[0].trips.allSatisfy { $0.isOwn == ($0.shopper == "device 0") })
    }
  }

  /// The histories are worth checking: most end with stores, trips and an order set by hand.
  @Test func mostHistoriesEndWithStoresTripsAndHandSetOrders() {
    let directories = (0..<20).map { seed in
      History(seed: UInt64(seed)).replicas.reduce(ReplicatedList()) { $0.merging($1.list) }
        .storeDirectory(ownDevice: Fixture.laptop)
    }
    #expect(directories.count { !$0.stores.isEmpty && !$0.trips.isEmpty } >= 15)
    #expect(directories.count { $0.stores.contains { $0.handSetAisles != nil } } >= 5)
    #expect(directories.count { $0.trips.contains { $0.finished != nil } } >= 15)
  }

  @Test func mergeIsCommutativeAssociativeAndIdempotent() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let lists = History(seed: seed).replicas.map(\.list)
      let (a, b) = (lists[0], lists[1])
      let c = lists.count > 2 ? lists[2] : ReplicatedList()
      func directory(_ list: ReplicatedList) -> StoreDirectory {
        list.storeDirectory(ownDevice: Fixture.phone)
      }
      #expect(directory(a.merging(b)) == directory(b.merging(a)))
      #expect(a.merging(b).merging(c) == a.merging(b.merging(c)))
      #expect(a.merging(a) == a)
      #expect(directory(a.merging(b).merging(b)) == directory(a.merging(b)))
      #expect(directory(a.merging(b).merging(c)) == directory(c.merging(a).merging(b)))
    }
  }
}
