import ConcurrencyExtras

/// Identifies an element of a ``StackState``: a generation number, counted from 0 per store in
/// push order, so tests can name elements as `0`, `1`, ….
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .saveKeyPressed)))
/// ```
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's generation: how many elements the store pushed before it.
  ///
  /// ```swift
  /// StackElementID(generation: 2) == 2
  /// ```
  public var generation: Int

  /// The identifier of the element pushed after `generation` others.
  ///
  /// ```swift
  /// let id = StackElementID(generation: 0)
  /// ```
  ///
  /// - Parameter generation: The generation.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Orders identifiers by generation.
  ///
  /// ```swift
  /// StackElementID(generation: 0) < 1
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The identifier of the given generation, as tests write it.
  ///
  /// ```swift
  /// state.path[id: 0]
  /// ```
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDumpStringConvertible, CustomStringConvertible {
  /// `#0`, `#1`, ….
  ///
  /// ```swift
  /// "\(StackElementID(generation: 1))"  // "#1"
  /// ```
  public var description: String {
    "#\(self.generation)"
  }

  /// `#0`, `#1`, ….
  ///
  /// ```swift
  /// customDump(StackElementID(generation: 1))  // #1
  /// ```
  public var customDumpDescription: String {
    self.description
  }
}

/// Hands out ``StackElementID``s in order; a dependency, so each store and each test counts from
/// 0 on its own.
///
/// ```swift
/// let id = StackElementIDGenerator.incrementing.next()
/// ```
public struct StackElementIDGenerator: Sendable {
  let counter: LockIsolated<Int>

  init(next generation: Int) {
    self.counter = LockIsolated(generation)
  }

  /// A generator counting from 0.
  ///
  /// ```swift
  /// $0.stackElementID = .incrementing
  /// ```
  public static var incrementing: Self { Self(next: 0) }

  /// The next identifier, advancing the count.
  ///
  /// ```swift
  /// let id = generator.next()
  /// ```
  public func next() -> StackElementID {
    self.counter.withValue { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The identifier ``next()`` would hand out, without advancing.
  ///
  /// ```swift
  /// let upcoming = generator.peek()
  /// ```
  public func peek() -> StackElementID {
    StackElementID(generation: self.counter.value)
  }

  /// A generator that continues from this one's count independently.
  ///
  /// ```swift
  /// let copy = generator.incrementingCopy()
  /// ```
  public func incrementingCopy() -> Self {
    Self(next: self.counter.value)
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s that ``StackState`` uses when elements are added.
  ///
  /// ```swift
  /// @Dependency(\.stackElementID) var stackElementID
  /// ```
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
