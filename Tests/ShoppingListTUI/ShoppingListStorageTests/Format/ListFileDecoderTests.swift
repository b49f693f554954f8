import Foundation
import TestSupport
import Testing

@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ListFileDecoderTests {
  static let milkID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  static let eggsID = UUID(uuidString: "00000000-0000-4000-8000-0000000000AB")!

  func decode(_ text: String) throws(ListFileFormatError) -> [ShoppingItem] {
    try ListFileDecoder.decode(Array(text.utf8))
  }

  @Test func decodesItemsInFileOrder() throws {
    let items = try decode(
      """
      {
        "format": "shopping-list",
        "version": 1,
        "items": [
          {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "milk", "checked": false},
          {"id": "00000000-0000-4000-8000-0000000000ab", "name": "eggs", "checked": true}
        ]
      }
      """
    )
    #expect(
      items == [
        ShoppingItem(id: Self.milkID, name: "milk", isChecked: false),
        ShoppingItem(id: Self.eggsID, name: "eggs", isChecked: true),
      ]
    )
  }

  @Test func acceptsAnyWhitespaceKeyOrderAndUnknownKeys() throws {
    let items = try decode(
      "\u{FEFF} \r\n\t{\"items\"\n:\r\n[ {\"checked\":true,\"aisle\":{\"a\":[1,-2.5e3,null,false]},"
        + "\"name\":\"milk\",\"id\":\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\"} ] ,"
        + "\"added-by\":\"a later 1.x\",\"version\":1,\"format\":\"shopping-list\"}\n\n"
    )
    #expect(items == [ShoppingItem(id: Self.milkID, name: "milk", isChecked: true)])
  }

  @Test func decodesEveryEscape() throws {
    let items = try decode(
      #"{"format":"shopping-list","version":1,"items":["#
        + #"{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","#
        + #""name":"\"q\" \\ \/ \b\f\n\r\t \u00e9 \u00E9 \u4e2d \ud83d\udc4d\ud83c\udffd \u0000","#
        + #""checked":false}]}"#
    )
    #expect(items.map(\.name) == ["\"q\" \\ / \u{8}\u{C}\n\r\t é é 中 👍🏽 \u{0}"])
  }

  @Test func decodesRawUTF8AndEscapedKeys() throws {
    let items = try decode(
      #"{"form\u0061t":"shopping-list","version":1,"items":[{"\u0069d":"#
        + #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"Äpfel 寿司 👨‍👩‍👧","checked":false}]}"#
    )
    #expect(items.map(\.name) == ["Äpfel 寿司 👨‍👩‍👧"])
  }

  @Test func decodesAnEmptyList() throws {
    #expect(try decode(#"{"format":"shopping-list","version":1,"items":[]}"#) == [])
  }

  @Test func refusesANewerVersionWhateverItsItemsLookLike() {
    #expect(throws: ListFileFormatError.newerVersion(3)) {
      try decode(#"{"items": {"something": "else"}, "format": "shopping-list", "version": 3}"#)
    }
    #expect(throws: ListFileFormatError.newerVersion(17)) {
      try decode(#"{"format": "shopping-list", "version": 17, "items": [{"x": 1}]}"#)
    }
  }

  @Test(arguments: [
    // Not JSON at all.
    (
      "",
      "line 1, column 1: expected '{' at the start of a shopping list, found the end of the file"
    ),
    ("milk\neggs", "line 1, column 1: expected '{' at the start of a shopping list, found 'm'"),
    ("[]", "line 1, column 1: expected '{' at the start of a shopping list, found '['"),
    // Broken structure, with the position of the problem.
    (
      "{\"format\": \"shopping-list\",\n  \"version\": 1\n  \"items\": []}",
      "line 3, column 3: expected ',' or '}' after a value, found '\"'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [}",
      "line 1, column 53: expected '{' to start item 1, found '}'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [],}",
      "line 1, column 55: expected a key in double quotes, found '}'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": []} x",
      "line 1, column 56: expected the end of the file after the list's closing '}', found 'x'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [",
      "line 1, column 53: expected '{' to start item 1, found the end of the file"
    ),
    (
      "{\"format\" \"shopping-list\"}",
      "line 1, column 11: expected ':' after the key, found '\"'"
    ),
    ("{'format': 1}", "line 1, column 2: expected a key in double quotes, found '''"),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [], \"x\": tru}",
      "line 1, column 61: expected a value, found 't'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [], \"x\": 01}",
      "line 1, column 62: expected ',' or '}' after a value, found '1'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [], \"x\": 1.}",
      "line 1, column 63: expected a digit after '.', found '}'"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [], \"x\": [1,]}",
      "line 1, column 64: expected a value, found ']'"
    ),
    // Strings.
    ("{\"format\": \"shop", "line 1, column 12: this string is never closed with '\"'"),
    (
      "{\"format\": \"shop\nping-list\"}",
      "line 1, column 17: control character U+000A must be escaped in a string"
    ),
    (
      "{\"format\": \"shop\\ping\"}",
      "line 1, column 17: a backslash followed by 'p' is not a JSON escape"
    ),
    (
      "{\"format\": \"\\u12\"}",
      "line 1, column 13: a \\u escape needs four hexadecimal digits"
    ),
    (
      "{\"format\": \"\\uD83D\"}",
      "line 1, column 13: a high surrogate \\u escape must be followed by a low one"
    ),
    (
      "{\"format\": \"\\uD83Dx\\uDC4D\"}",
      "line 1, column 13: a high surrogate \\u escape must be followed by a low one"
    ),
    (
      "{\"format\": \"\\uDC4D\"}",
      "line 1, column 13: a low surrogate \\u escape must follow a high one"
    ),
    // Valid JSON that is not a shopping list.
    ("{}", "line 1, column 1: this is not a shopping list: it has no \"format\" key"),
    (
      "{\"format\": \"todo-list\", \"version\": 1, \"items\": []}",
      "line 1, column 12: this is not a shopping list: "
        + "its format is \"todo-list\", not \"shopping-list\""
    ),
    (
      "{\"format\": \"shopping-list\", \"items\": []}",
      "line 1, column 1: the list has no \"version\""
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1}",
      "line 1, column 1: the list has no \"items\""
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1.5, \"items\": []}",
      "line 1, column 40: the version must be a whole number from 1 up"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 0, \"items\": []}",
      "line 1, column 40: the version must be a whole number from 1 up"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": \"1\", \"items\": []}",
      "line 1, column 40: expected a version number, found '\"'"
    ),
    (
      "{\"format\": \"shopping-list\", \"format\": \"shopping-list\"}",
      "line 1, column 29: \"format\" appears twice"
    ),
    (
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": {}}",
      "line 1, column 52: expected '[' to start the items, found '{'"
    ),
  ] as [(ArgumentText, String)])
  func reportsWhatIsWrongAndWhere(input: ArgumentText, message: String) {
    let error = #expect(throws: ListFileFormatError.self) { try decode(input.value) }
    #expect(error?.description == message)
  }

  @Test(arguments: [
    (#"{"name": "milk", "checked": false}"#, "line 2, column 3: item 1 has no \"id\""),
    (#"{"id": "$ID", "checked": false}"#, "line 2, column 3: item 1 has no \"name\""),
    (#"{"id": "$ID", "name": "milk"}"#, "line 2, column 3: item 1 has no \"checked\""),
    (
      #"{"id": "not-a-uuid", "name": "milk", "checked": false}"#,
      #"line 2, column 10: an id must look like "E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#
    ),
    (
      #"{"id": "$ID", "name": 5, "checked": false}"#,
      "line 2, column 58: expected the name in double quotes, found '5'"
    ),
    (
      #"{"id": "$ID", "name": "milk", "checked": "no"}"#,
      "line 2, column 77: expected true or false, found '\"'"
    ),
    (
      #"{"id": "$ID", "name": "milk", "name": "milk", "checked": false}"#,
      "line 2, column 66: \"name\" appears twice"
    ),
  ])
  func reportsItemProblemsWithTheItemsPosition(item: String, message: String) {
    let text =
      "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [\n  "
      + item.replacingOccurrences(of: "$ID", with: Self.milkID.uuidString) + "\n]}"
    let error = #expect(throws: ListFileFormatError.self) { try decode(text) }
    #expect(error?.description == message)
  }

  @Test func countsColumnsInCharactersNotBytes() {
    let text = "{\"format\": \"shopping-list\", \"version\": 1, \"items\": [], \"é👍\": x}"
    let expected = ListFileFormatError.invalid("expected a value, found 'x'", line: 1, column: 62)
    #expect(throws: expected) { try decode(text) }
  }

  @Test func rejectsInvalidUTF8() {
    var bytes = Array(#"{"format": "shopping-list", "version": 1, "items": [], "x": "a"#.utf8)
    bytes += [0xC3, 0x28] + Array("\"}".utf8)
    #expect(
      throws: ListFileFormatError.invalid("this string is not valid UTF-8", line: 1, column: 61)
    ) {
      try ListFileDecoder.decode(bytes)
    }
  }

  @Test func rejectsValuesNestedTooDeeply() {
    let depth = JSONReader.maximumDepth + 1
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let list = { (value: String) in
      "{\"x\": \(value), \"format\": \"shopping-list\", \"version\": 1, \"items\": []}"
    }
    let error = #expect(throws: ListFileFormatError.self) { try decode(list(nested)) }
    #expect(error?.description.hasSuffix("values are nested more than 512 levels deep") == true)
    let fine = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
    #expect((try? decode(list(fine))) == [])
  }
}
