/// The registers of a record's or a merged item's ``ItemDetail`` fields, at most one a field,
/// in the fields' order.
///
/// Most records hold one such field (who added the item) or none, and 100,000 of them are made
/// at start: the first register is kept inline and only the others in an array, so that such a
/// record allocates nothing and hashes nothing for its fields, as a `Dictionary` would.
///
/// ```swift
/// var details: ItemDetails = [.added: Register(value: "laptop", stamp: stamp)]
/// details[.note] = Register(value: "oat", stamp: stamp)
/// details[.added]?.value  // "laptop"
/// ```
package struct ItemDetails: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  package typealias Element = (key: ItemDetail, value: Register<String>)

  /// The register of the first field held, if any.
  private var head: Element?
  /// The registers of the fields after `head`'s, in order; empty unless `head` is held.
  private var tail: [Element] = []

  /// No fields.
  package init() {}

  package init(dictionaryLiteral elements: (ItemDetail, Register<String>)...) {
    for (detail, register) in elements { self[detail] = register }
  }

  package var isEmpty: Bool { head == nil }

  package var count: Int { head == nil ? 0 : 1 + tail.count }

  /// The register of `detail`; setting `nil` removes it.
  package subscript(detail: ItemDetail) -> Register<String>? {
    get {
      guard let head else { return nil }
      if head.key == detail { return head.value }
      return tail.first { $0.key == detail }?.value
    }
    set {
      // NB: a record's first field, the one most records have, is set without an array.
      if head == nil, let newValue {
        head = (detail, newValue)
        return
      }
      if let current = head, current.key == detail, tail.isEmpty {
        head = newValue.map { (detail, $0) }
        return
      }
      var all = Array(self)
      if let index = all.firstIndex(where: { $0.key.ordinal >= detail.ordinal }) {
        if all[index].key == detail {
          if let newValue { all[index].value = newValue } else { all.remove(at: index) }
        } else if let newValue {
          all.insert((detail, newValue), at: index)
        }
      } else if let newValue {
        all.append((detail, newValue))
      }
      head = all.first
      tail = Array(all.dropFirst())
    }
  }

  /// The newest stamp of the registers; read without copying the table, as for every record
  /// at start.
  package var newestStamp: HybridTimestamp? {
    var newest = head?.value.stamp
    for index in tail.indices { newest = newest.latest(tail[index].value.stamp) }
    return newest
  }

  /// Whether a register's stamp satisfies `predicate`, asked without copying the table.
  package func containsStamp(where predicate: (HybridTimestamp) -> Bool) -> Bool {
    if let stamp = head?.value.stamp, predicate(stamp) { return true }
    return tail.indices.contains { predicate(tail[$0].value.stamp) }
  }

  /// Joins `other`'s registers in, field by field (the later write wins).
  package mutating func join(_ other: ItemDetails) {
    for (detail, register) in other {
      self[detail] = self[detail].joined(with: register)
    }
  }

  /// Changes every register in place.
  package mutating func modifyValues(_ body: (inout Register<String>) -> Void) {
    guard var changed = head else { return }
    body(&changed.value)
    head = changed
    for index in tail.indices { body(&tail[index].value) }
  }

  package func makeIterator() -> Iterator {
    Iterator(details: self)
  }

  /// Goes through the registers in the fields' order.
  package struct Iterator: IteratorProtocol {
    fileprivate let details: ItemDetails
    private var position = -1

    fileprivate init(details: ItemDetails) {
      self.details = details
    }

    package mutating func next() -> Element? {
      defer { position += 1 }
      guard position >= 0 else { return details.head }
      guard position < details.tail.count else { return nil }
      return details.tail[position]
    }
  }

  package var underestimatedCount: Int { count }

  /// Whether both hold the same registers.
  package static func == (lhs: ItemDetails, rhs: ItemDetails) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }
}
