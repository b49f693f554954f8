import OrderedCollections

/// The features on a navigation stack, each under a ``StackElementID``; drive it with
/// `forEach(_:action:destination:)`.
///
/// Appending gives the element the next identifier of the `stackElementID` dependency.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
///
/// state.path.append(.detail(Detail.State()))
/// state.path[id: 0, case: \.detail]?.count += 1
/// ```
public struct StackState<Element> {
  var elements: OrderedDictionary<StackElementID, Element>

  /// The elements the stack reducer last saw, so it can cancel the effects of those that a
  /// reducer running before or after it removed. Equality and hashing leave it out.
  @usableFromInline
  var mounted: OrderedSet<StackElementID> = []

  /// An empty stack.
  ///
  /// ```swift
  /// var path = StackState<Path.State>()
  /// ```
  public init() {
    self.elements = [:]
  }

  /// A stack of `elements`, bottom first, with new identifiers.
  ///
  /// ```swift
  /// let path = StackState([Path.State.detail(Detail.State())])
  /// ```
  ///
  /// - Parameter elements: The elements.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// The identifiers of the elements, bottom first.
  ///
  /// ```swift
  /// for (id, element) in zip(state.path.ids, state.path) { … }
  /// ```
  public var ids: OrderedSet<StackElementID> {
    self.elements.keys
  }

  /// The element with identifier `id`, or `nil`. Assigning `nil` removes it; assigning to a
  /// missing identifier adds it on top (what a test's expected state does after a push).
  ///
  /// ```swift
  /// state.path[id: 0] = .detail(Detail.State(count: 1))
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    _read { yield self.elements[id] }
    _modify { yield &self.elements[id] }
  }

  /// The element with identifier `id` in the case at `casePath`, or `nil`. Assigning `nil`
  /// removes the element; writing to an element in another case is reported and changes nothing.
  ///
  /// ```swift
  /// state.path[id: 0, case: \.detail]?.count += 1
  /// ```
  public subscript<Case>(id id: StackElementID, case casePath: CaseKeyPath<Element, Case>) -> Case?
  {
    get { self.elements[id].flatMap(AnyCasePath(casePath).extract(from:)) }
    set { self.replace(id: id, case: AnyCasePath(casePath), with: newValue, at: .here()) }
  }

  @usableFromInline
  mutating func replace<Case>(
    id: StackElementID, case casePath: AnyCasePath<Element, Case>, with newValue: Case?,
    at location: CallSite
  ) {
    replaceCase(of: &self.elements[id], casePath, with: newValue, location: location)
  }

  /// Removes the element with identifier `id` and every element above it.
  ///
  /// ```swift
  /// state.path.pop(from: id)
  /// ```
  ///
  /// - Parameter id: The lowest element to remove.
  public mutating func pop(from id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange(index...)
  }

  /// Removes every element above the one with identifier `id`.
  ///
  /// ```swift
  /// state.path.pop(to: id)
  /// ```
  ///
  /// - Parameter id: The element that becomes the top.
  public mutating func pop(to id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
  /// The position of the bottom element.
  ///
  /// ```swift
  /// path[path.startIndex]
  /// ```
  public var startIndex: Int { self.elements.values.startIndex }

  /// The position after the top element.
  ///
  /// ```swift
  /// path.endIndex == path.count
  /// ```
  public var endIndex: Int { self.elements.values.endIndex }

  /// The element at `position`, counted from the bottom.
  ///
  /// ```swift
  /// let top = path[path.count - 1]
  /// ```
  public subscript(position: Int) -> Element {
    get { self.elements.values[position] }
    set { self.elements.values[position] = newValue }
  }

  /// Replaces elements by position; new elements get new identifiers.
  ///
  /// ```swift
  /// path.append(.detail(Detail.State()))
  /// path.removeLast()
  /// ```
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var stackElementID
    self.elements.removeSubrange(subrange)
    for (offset, element) in zip(subrange.lowerBound..., newElements) {
      self.elements.updateValue(element, forKey: stackElementID.next(), insertingAt: offset)
    }
  }
}

extension StackState {
  /// Removes every element, keeping what the stack reducer last saw so it can cancel their
  /// effects.
  ///
  /// ```swift
  /// state.path.removeAll()
  /// ```
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for as many elements.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    self.elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first.
  ///
  /// ```swift
  /// var path: StackState<Path.State> = [.detail(Detail.State())]
  /// ```
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when they hold equal elements under the same identifiers, in the same order.
  ///
  /// ```swift
  /// state.path == expected.path
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the identifiers and the elements.
  ///
  /// ```swift
  /// let set: Set<StackState<Int>> = [path]
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps as a dictionary from identifiers to elements, bottom first.
  ///
  /// ```swift
  /// customDump(path)  // [#0: Path.State.detail(…)]
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self, unlabeledChildren: Array(zip(self.ids, self.elements.values)),
      displayStyle: .dictionary
    )
  }
}
