import Synchronization

/// The identity of an ``ObservableState`` value: copies share it, a new value or a different enum
/// case has another one.
///
/// ```swift
/// @ObservableState
/// struct Row { var count = 0 }
///
/// var row = Row()
/// let id = row._$id
/// row.count += 1  // row._$id == id
/// row = Row()  // row._$id != id
/// ```
public struct ObservableStateID: Hashable, Sendable {
  /// NB: a process-wide counter rather than a `UUID`: an identity is made for every new state
  /// value, and an atomic increment costs less than reading random bytes.
  private static let counter = Atomic<UInt64>(0)

  /// The value this identity names, unique in the process.
  private var location: UInt64
  /// The enum case tags wrapped around it, innermost first.
  private var tags: [Int] = []

  /// A new identity, equal to no other made so far.
  ///
  /// ```swift
  /// let id = ObservableStateID()
  /// ```
  public init() {
    self.location = Self.nextLocation()
  }

  private static func nextLocation() -> UInt64 {
    Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The identity of `value` when it is observable state, or a new identity for any other value,
  /// so that a payload without an identity never compares equal to another.
  ///
  /// ```swift
  /// case let .detail(state): return ._$id(for: state)._$tag(0)
  /// ```
  ///
  /// - Parameter value: An enum case's payload.
  /// - Returns: The identity to tag with the case.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of `value`.
  ///
  /// ```swift
  /// case let .detail(state): return ._$id(for: state)._$tag(0)
  /// ```
  ///
  /// - Parameter value: An enum case's observable payload.
  /// - Returns: The value's identity.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity inside the enum case numbered `tag`: the same payload in another case is
  /// another identity.
  ///
  /// ```swift
  /// case let .detail(state): return ._$id(for: state)._$tag(0)
  /// ```
  ///
  /// - Parameter tag: The case's position in its enum.
  /// - Returns: The tagged identity.
  public func _$tag(_ tag: Int) -> Self {
    var id = self
    id.tags.append(tag)
    return id
  }

  /// Replaces this identity by a new one, keeping its case tags.
  ///
  /// ```swift
  /// state._$observationRegistrar._$willModify()
  /// ```
  public mutating func _$willModify() {
    self.location = Self.nextLocation()
  }
}
