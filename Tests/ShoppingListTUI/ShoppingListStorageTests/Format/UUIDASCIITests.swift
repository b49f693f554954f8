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

  @Test func readsEachDigitInEitherCase() {
    let expected = UUID(
      uuid: (
        0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E,
        0x6E, 0x5F
      )
    )
    #expect(parse("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == expected)
    #expect(parse("e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == expected)
    #expect(parse("E621e1F8-c36C-495a-93Fc-0C247a3E6e5F") == expected)
    #expect(
      parse("01234567-89AB-CDEF-abcd-ef0123456789")
        == UUID(
          uuid: (
            0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xAB, 0xCD, 0xEF, 0x01, 0x23, 0x45,
            0x67, 0x89
          )
        )
    )
  }

  /// Every byte in every digit's place: a hexadecimal digit is read as Foundation reads it,
  /// any other byte refuses the id (where Foundation's `sscanf` takes a leading space or sign),
  /// whichever of the eight bytes read together it is.
  @Test func refusesEveryOtherByteInEveryPlace() {
    let valid = Array("E621E1F8-C36C-495A-93FC-0C247A3E6E5F".utf8)
    let digits = Set("0123456789ABCDEFabcdef".utf8)
    for place in valid.indices where valid[place] != UInt8(ascii: "-") {
      for byte in UInt8.min...UInt8.max {
        var text = valid
        text[place] = byte
        let parsed = text.withUnsafeBufferPointer { UUID(asciiBytes: $0) }
        if digits.contains(byte) {
          let expected = UUID(uuidString: String(decoding: text, as: UTF8.self))
          #expect(expected != nil)
          #expect(parsed == expected, "byte \(byte) at \(place)")
        } else {
          #expect(parsed == nil, "byte \(byte) at \(place)")
        }
      }
    }
  }

  private func parse(_ text: String) -> UUID? {
    Array(text.utf8).withUnsafeBufferPointer { UUID(asciiBytes: $0) }
  }
}
