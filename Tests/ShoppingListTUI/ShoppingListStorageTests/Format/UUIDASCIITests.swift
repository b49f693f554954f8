import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

@Suite struct UUIDASCIITests {
  @Test func agreesWithFoundationOnRandomIds() {
    for _ in 0..<1_000 {
      let id = UUID()
      for text in [id.uuidString, id.uuidString.lowercased()] {
        #expect(parse(text) == id)
      }
      var output: [UInt8] = []
      id.appendASCII(to: &output)
      #expect(String(decoding: output, as: UTF8.self) == id.uuidString)
    }
  }

  @Test(arguments: [
    "", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5FA",
    "E621E1F8C-36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC+0C247A3E6E5F",
    "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5:",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5/", "E621E1F8-C36C-495A-93FC-0C247A3E6E5@",
    "{621E1F8-C36C-495A-93FC-0C247A3E6E5}", "E621E1F8 C36C 495A 93FC 0C247A3E6E5F",
  ])
  func rejectsWhatFoundationRejects(text: String) {
    #expect(UUID(uuidString: text) == nil)
    #expect(parse(text) == nil)
  }

  private func parse(_ text: String) -> UUID? {
    Array(text.utf8).withUnsafeBufferPointer { UUID(asciiBytes: $0) }
  }
}
