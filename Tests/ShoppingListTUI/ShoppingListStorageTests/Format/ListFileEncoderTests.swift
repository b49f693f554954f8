import Foundation
import Testing
import TestSupport

@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ListFileEncoderTests {
  @Test func writesOneItemPerLine() {
    let items = [
      ShoppingItem(
        id: UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!, name: "milk",
        isChecked: false
      ),
      ShoppingItem(
        id: UUID(uuidString: "00000000-0000-4000-8000-0000000000AB")!, name: "eggs",
        isChecked: true
      ),
    ]
    #expect(
      String(decoding: ListFileEncoder.encode(items), as: UTF8.self) == """
        {
          "format": "shopping-list",
          "version": 1,
          "items": [
            {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "milk", "checked": false},
            {"id": "00000000-0000-4000-8000-0000000000AB", "name": "eggs", "checked": true}
          ]
        }

        """
    )
  }

  @Test func writesAnEmptyListOnOneLine() {
    #expect(
      String(decoding: ListFileEncoder.encode([]), as: UTF8.self) == """
        {
          "format": "shopping-list",
          "version": 1,
          "items": []
        }

        """
    )
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let item = ShoppingItem(
      id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
      name: "\"q\" \\ / \u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F} é 中 👍🏽"
    )
    let text = String(decoding: ListFileEncoder.encode([item]), as: UTF8.self)
    #expect(
      text.contains(
        #""name": "\"q\" \\ / \b\f\n\r\t\u0000\u001F"# + "\u{7F} é 中 👍🏽\", \"checked\": false}"
      )
    )
  }

  /// A buffer that has to grow while 100,000 items are written holds up to twice the file at
  /// once, in the background save's peak memory.
  @Test func reservesTheWholeFileUpFront() {
    let items = (0..<10_000).map {
      ShoppingItem(id: UUID(), name: "item \($0) \(String(repeating: "é", count: $0 % 7))",
                   isChecked: $0.isMultiple(of: 3))
    }
    let bytes = ListFileEncoder.encode(items)
    #expect(bytes.capacity >= bytes.count)
    #expect(Double(bytes.capacity) < Double(bytes.count) * 1.05)
  }
}
