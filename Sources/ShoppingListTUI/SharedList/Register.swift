/// A last-writer-wins register: one field's value with the stamp of the write that set it.
///
/// Joining two registers keeps the one with the later stamp. Two writes can only share a stamp
/// when two processes of one device stamp in the same millisecond; then the greater value wins,
/// so the join stays commutative, associative and idempotent whatever the values are.
///
/// ```swift
/// let a = Register(value: "milk", stamp: early)
/// let b = Register(value: "oat milk", stamp: later)
/// a.joined(with: b).value  // "oat milk"
/// ```
package struct Register<Value: RegisterValue>: Equatable, Sendable {
  /// The field's value.
  package var value: Value
  /// When it was written, and by whom.
  package var stamp: HybridTimestamp

  /// A register holding `value`, written at `stamp`.
  package init(value: Value, stamp: HybridTimestamp) {
    self.value = value
    self.stamp = stamp
  }

  /// Whether this register's write wins over `other`'s.
  package func wins(over other: Register) -> Bool {
    stamp != other.stamp ? stamp > other.stamp : value.breaksTie(over: other.value)
  }

  /// The winning register of the two.
  package func joined(with other: Register) -> Register {
    other.wins(over: self) ? other : self
  }
}

extension Optional {
  /// The join of two optional registers, a missing one losing to any write.
  package func joined<Value>(with other: Register<Value>?) -> Register<Value>?
  where Wrapped == Register<Value> {
    guard let self else { return other }
    guard let other else { return self }
    return self.joined(with: other)
  }
}

/// A value a ``Register`` can hold: any equatable value with a fixed order to break the tie
/// between two writes that share a stamp.
package protocol RegisterValue: Equatable, Sendable {
  /// Whether this value wins over `other` when both were written with the same stamp.
  func breaksTie(over other: Self) -> Bool
}

extension String: RegisterValue {
  package func breaksTie(over other: String) -> Bool {
    other.utf8.lexicographicallyPrecedes(utf8)
  }
}

extension Bool: RegisterValue {
  package func breaksTie(over other: Bool) -> Bool { self && !other }
}

extension PositionKey: RegisterValue {
  package func breaksTie(over other: PositionKey) -> Bool { other < self }
}

extension RawJSON: RegisterValue {
  package func breaksTie(over other: RawJSON) -> Bool { other < self }
}
