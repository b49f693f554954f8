import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// The visible list an app session keeps is patched with each merge rather than worked out
/// again: over random histories delivered in random orders, the patched list must always be
/// the list worked out from scratch, and the changes noted while merging must be what a
/// comparison of the lists before and after finds.
@Suite struct VisibleListPropertyTests {
  /// The visible items of `list`, worked out the plain way: every merged item that shows,
  /// sorted by position key text ("~" without one), then by id text (the same order as the
  /// 128 bits for upper-case UUIDs).
  static func expectedItems(of list: ReplicatedList) -> [ShoppingItem] {
    list.mergedItems().filter(\.isVisible)
      .sorted {
        ($0.position?.value.text ?? "~", $0.id.uuidString)
          < ($1.position?.value.text ?? "~", $1.id.uuidString)
      }
      .map(\.shoppingItem)
  }

  @Test func aPatchedListIsTheListWorkedOutAgain() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var history = MergePropertyTests.History(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5EED)
      for index in history.replicas.indices {
        var list = history.replicas[index].list
        var visible = VisibleList(list)
        #expect(visible.items == Self.expectedItems(of: list))
        // NB: one log at a time (a file landing) and then several at once (a read that found
        // more than one file changed), stale copies and duplicates among them.
        var deliveries = history.versions.flatMap { $0 }
        deliveries += deliveries.prefix(5)
        deliveries.shuffle(using: &random)
        while !deliveries.isEmpty {
          let batch = deliveries.prefix(Int.random(in: 1...3, using: &random))
          deliveries.removeFirst(batch.count)
          let before = list
          var changes = ListChanges()
          for log in batch { list.merge(log, recordingIn: &changes) }
          #expect(changes.summary(in: list) == list.changeCounts(since: before))
          visible.update(changes.items, from: list)
          #expect(visible.items == Self.expectedItems(of: list))
        }
        history.replicas[index].list = list
      }
    }
  }

  /// A start works the visible list out from the shares its files' decoding gathered: over
  /// random histories it is the list worked out from the records, items several devices wrote,
  /// removed or restored included.
  @Test func theListFromTheSharesDecodedIsTheListWorkedOutAgain() async throws {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let history = MergePropertyTests.History(seed: seed)
      for replica in history.replicas {
        let list = replica.list
        var shares: [DeviceID: VisibleShare] = [:]
        for log in list.logs.values {
          let header = DeviceFileHeader(device: log.device, name: "")
          let bytes = DeviceFileEncoder.encode(log, header: header)
          var pass = DeviceFileDecoder.Pass(
            skipping: RecordLines(), notingLines: false, gathersShare: true
          )
          _ = try bytes.withUnsafeBufferPointer { try pass.decode($0, isLast: true) }
          shares[log.device] = pass.share
        }
        #expect(shares.count == list.logs.count)
        #expect(VisibleList(list, shares: shares).items == Self.expectedItems(of: list))
      }
    }
  }

  @Test func aFileThatHoldsAnItemTwiceGathersNoShare() throws {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: Fixture.noon)
    let log = laptop.list.log(of: Fixture.laptop)
    let header = DeviceFileHeader(device: Fixture.laptop, name: "")
    let text = String(decoding: DeviceFileEncoder.encode(log, header: header), as: UTF8.self)
    var lines = text.split(separator: "\n").map(String.init)
    lines.insert(lines[1].replacingOccurrences(of: "milk", with: "oat milk"), at: 2)
    lines[lines.count - 1] = #"{"end": 2}"#
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    var pass = DeviceFileDecoder.Pass(
      skipping: RecordLines(), notingLines: false, gathersShare: true
    )
    _ = try bytes.withUnsafeBufferPointer { try pass.decode($0, isLast: true) }
    #expect(try pass.finished().log.records.count == 1)
    #expect(pass.share == nil)
  }

  @Test func changesNoteOnlyWhatIsNew() throws {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: Fixture.noon)
    try laptop.apply(.add(id: Fixture.eggs, name: "eggs", at: .end), at: Fixture.noon + 1)
    var phone = Replica(Fixture.phone)
    var changes = ListChanges()
    phone.list.merge(laptop.list.log(of: Fixture.laptop), recordingIn: &changes)
    #expect(changes.items == [Fixture.milk, Fixture.eggs])
    #expect(changes.summary(in: phone.list).changes == [Fixture.laptop: 2])

    try laptop.apply(.setChecked(Fixture.milk, true), at: Fixture.noon + 2)
    changes = ListChanges()
    phone.list.merge(laptop.list.log(of: Fixture.laptop), recordingIn: &changes)
    #expect(changes.items == [Fixture.milk])
    #expect(changes.summary(in: phone.list).changes == [Fixture.laptop: 1])

    changes = ListChanges()
    phone.list.merge(laptop.list.log(of: Fixture.laptop), recordingIn: &changes)
    #expect(changes.isEmpty)
  }
}
