/// The text of a JSON value this version does not understand (a field a newer shopping-list
/// added, such as a quantity), kept byte for byte so it can be merged and written back.
///
/// Raw values are compared by their text only to break ties between writes with one stamp.
///
/// ```swift
/// let quantity = RawJSON(text: #"{"amount": 2, "unit": "l"}"#)
/// ```
package struct RawJSON: Hashable, Comparable, Sendable {
  /// The value's JSON text, exactly as read.
  package var text: String

  /// A raw value with this JSON text.
  package init(text: String) {
    self.text = text
  }

  package static func < (lhs: RawJSON, rhs: RawJSON) -> Bool {
    lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
  }
}
