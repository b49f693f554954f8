/// Optional state of a feature that the parent presents and dismisses: what `@Presents` stores,
/// and a property wrapper of its own (`@PresentationState`, TCA's older spelling).
///
/// Its projected value (`$destination`) is the storage itself, which is what
/// `ifLet(_:action:destination:)` takes to run the child
/// and cancel its effects on dismissal.
///
/// ```swift
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
///
/// // in the parent's body:
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  /// NB: a reference, so that a feature can present itself (`@Presents var child: State?`
  /// inside `State`), and so that two copies of unchanged state compare equal without comparing
  /// the presented feature.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline
    var state: State?

    @usableFromInline
    init(_ state: State?) {
      self.state = state
    }
  }

  // NB: inlinable with the accessors below, so a feature's module reads and writes its
  // presented state specialized to its type rather than through the generic runtime.
  @usableFromInline
  var storage: Storage

  /// The identity of the feature the presentation reducer last saw presented, so it can cancel
  /// that feature's effects even when a reducer that runs after it dismissed the feature.
  @usableFromInline
  var lastPresentedIdentity: EffectID?

  /// The presented state, or `nil` when nothing is presented.
  ///
  /// ```swift
  /// state.destination = .detail(Detail.State())
  /// ```
  @inlinable
  public var wrappedValue: State? {
    get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(self.storage.state)
      }
      yield &self.storage.state
    }
  }

  /// Wraps presented state.
  ///
  /// ```swift
  /// @Presents var alert: AlertState<Alert>?
  /// ```
  ///
  /// - Parameter wrappedValue: The presented state, or `nil`.
  // NB: no default value, so that the memberwise initializer of a type with
  // `@PresentationState var child: Child.State?` takes the optional, as in TCA, not the wrapper.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// Whether both hold the same storage, which proves them equal without comparing state.
  func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }

  /// The storage's identity, which observation compares when the presented state has no
  /// identity of its own.
  var storageIdentity: ObjectIdentifier {
    ObjectIdentifier(self.storage)
  }

  /// Runs `body` on the presented state, taken out of the storage meanwhile so that it is
  /// mutated in place, uniquely referenced; `nil` when nothing is presented.
  @usableFromInline
  mutating func withPresentedState<Result>(_ body: (inout State) -> Result) -> Result? {
    guard var state = self.wrappedValue else { return nil }
    self.wrappedValue = nil
    defer { self.wrappedValue = state }
    return body(&state)
  }

  /// The wrapper itself, reached as `$name`.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state in the case at `casePath`, or `nil` in any other case. Assigning `nil`
  /// dismisses it; writing while another case (or nothing) is presented is reported and changes
  /// nothing.
  ///
  /// ```swift
  /// state.$destination[case: \.detail]?.count += 1
  /// ```
  public subscript<Case>(case casePath: CaseKeyPath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(AnyCasePath(casePath).extract(from:)) }
    set {
      replaceCase(of: &self.wrappedValue, AnyCasePath(casePath), with: newValue, location: .here())
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when they present equal state; copies of one value are equal at once, without
  /// comparing the presented feature.
  ///
  /// ```swift
  /// state.$destination == expected.$destination
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  ///
  /// ```swift
  /// let set: Set<PresentationState<Int>> = [state.$count]
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state, or `nil`.
  ///
  /// ```swift
  /// let state = try JSONDecoder().decode(PresentationState<Int>.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state, or `nil`.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(state.$destination)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self.wrappedValue)
  }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented state, or `nil`.
  ///
  /// ```swift
  /// customDump(state.$destination)  // Destination.State.detail(…)
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}
