/// Optional state of a feature that the parent presents and dismisses, as a property wrapper.
///
/// Its projected value (`$destination`) is the wrapper itself, which is what
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` takes to run the child
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
  /// The presented state, or `nil` when nothing is presented.
  ///
  /// ```swift
  /// state.destination = .detail(Detail.State())
  /// ```
  public var wrappedValue: State?

  /// Wraps presented state.
  ///
  /// ```swift
  /// @Presents var alert: AlertState<Alert>?
  /// ```
  ///
  /// - Parameter wrappedValue: The presented state, or `nil`.
  public init(wrappedValue: State? = nil) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, reached as `$name`.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented state in the case at `casePath`, or `nil` in any other case.
  ///
  /// ```swift
  /// state.$destination[case: \.detail]?.count += 1
  /// ```
  public subscript<Case>(case casePath: CaseKeyPath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(AnyCasePath(casePath).extract(from:)) }
    set {
      let casePath = AnyCasePath(casePath)
      guard let newValue else {
        if self.wrappedValue.flatMap(casePath.extract(from:)) != nil { self.wrappedValue = nil }
        return
      }
      self.wrappedValue = casePath.embed(newValue)
    }
  }
}

/// The TCA 1.x spelling of ``PresentationState`` as an attribute.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// ```
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
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
