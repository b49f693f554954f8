import PropertyBased
import Testing

@testable import SharedList
@testable import ShoppingListStorage

/// Random replicas from ``MergePropertyTests/History`` written to device files and read back.
@Suite struct DeviceFilePropertyTests {
  @Test func aFileRoundTripChangesNothing() async {
    await propertyCheck(count: 50, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let list = MergePropertyTests.History(seed: seed).replicas[0].list
      for device in MergePropertyTests.devices {
        let log = list.log(of: device)
        let header = DeviceFileHeader(device: device, name: "device")
        let decoded = try? DeviceFileDecoder.decode(DeviceFileEncoder.encode(log, header: header))
        #expect(decoded?.log == log)
      }
    }
  }
}
