import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

/// The order `s` sorts the list into: unchecked before checked, then by name compared without
/// regard to case or accents and with numbers by value ("9 lemons" before "10 limes"), equal
/// items keeping their order.
package enum ItemOrder {
  /// The ids of `items` in sorted order.
  static func sortedIDs(of items: IdentifiedArrayOf<ShoppingItem>) -> [ShoppingItem.ID] {
    let keys = items.enumerated().map { offset, item in
      Key(
        isChecked: item.isChecked, name: Array(sortKey(for: item.name).utf8), offset: offset,
        id: item.id
      )
    }
    return keys.sorted().map(\.id)
  }

  /// The name with case and accents folded away, so "Éclair" sorts (and filters) with "eclair".
  static func sortKey(for name: String) -> String {
    NameFolding.folded(name)
  }

  /// Whether the folded name `lhs` comes before `rhs` when runs of digits compare by their value
  /// (of any length) and everything else byte by byte.
  static func naturallyPrecedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    var left = 0
    var right = 0
    while left < lhs.count, right < rhs.count {
      guard isDigit(lhs[left]), isDigit(rhs[right]) else {
        if lhs[left] != rhs[right] { return lhs[left] < rhs[right] }
        left += 1
        right += 1
        continue
      }
      let leftNumber = digits(in: lhs, from: &left)
      let rightNumber = digits(in: rhs, from: &right)
      if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
      if leftNumber != rightNumber { return leftNumber.lexicographicallyPrecedes(rightNumber) }
    }
    return lhs.count - left < rhs.count - right
  }

  /// The significant digits of the run starting at `index`, which moves past the run.
  private static func digits(in bytes: [UInt8], from index: inout Int) -> ArraySlice<UInt8> {
    while index < bytes.count - 1, bytes[index] == UInt8(ascii: "0"), isDigit(bytes[index + 1]) {
      index += 1
    }
    let start = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    return bytes[start..<index]
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private struct Key: Comparable {
    var isChecked: Bool
    var name: [UInt8]
    var offset: Int
    var id: ShoppingItem.ID

    static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.isChecked != rhs.isChecked { return !lhs.isChecked }
      if ItemOrder.naturallyPrecedes(lhs.name, rhs.name) { return true }
      if ItemOrder.naturallyPrecedes(rhs.name, lhs.name) { return false }
      return lhs.offset < rhs.offset
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.isChecked == rhs.isChecked && lhs.name == rhs.name && lhs.offset == rhs.offset
    }
  }
}
