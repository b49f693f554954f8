import ConcurrencyExtras
import CustomDump

/// Marks a property of state that a binding may write, TCA's form from before
/// `@ObservableState`; a binding action writes it through its projection, `\.$name`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var query = ""
/// }
///
/// await store.send(.binding(.set(\.$query, "milk"))) { $0.query = "milk" }
/// ```
@available(
  *, deprecated,
  message: "Write bindings to plain properties of '@ObservableState' state: '.set(\\.query, …)'"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The property's value.
  ///
  /// ```swift
  /// state.query = "milk"
  /// ```
  public var wrappedValue: Value

  /// Wraps a property's value.
  ///
  /// ```swift
  /// @BindingState var query = ""
  /// ```
  ///
  /// - Parameter wrappedValue: The value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, reached as `$name`: the key path a binding action writes at.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.$query, "milk")
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value alone.
  ///
  /// ```swift
  /// let state = try JSONDecoder().decode(BindingState<String>.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value alone.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(state.$query)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Dumps as the value alone, so test failures show `query: "milk"`.
  ///
  /// ```swift
  /// customDump(state.$query)  // "milk"
  /// ```
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(
  *, deprecated,
  message: "Write bindings to plain properties of '@ObservableState' state: '.set(\\.query, …)'"
)
extension BindingAction {
  /// An action that writes `value` into the ``BindingState`` at `keyPath`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.$query, "milk"))) { $0.query = "milk" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The projection of a `@BindingState` property.
  ///   - value: What to write.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    Self(path: keyPath, value: value) { $0[keyPath: keyPath].wrappedValue = value }
  }
}

@available(
  *, deprecated,
  message: "Write bindings to plain properties of '@ObservableState' state: '.set(\\.query, …)'"
)
extension BindingAction.AllCasePaths {
  /// The binding actions that write into the ``BindingState`` at `keyPath`.
  ///
  /// ```swift
  /// let query = action[case: \.binding.$query]
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let keyPath = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { value in
        BindingAction(path: keyPath.value, value: value) {
          $0[keyPath: keyPath.value].wrappedValue = value
        }
      },
      extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil }
    )
  }
}

@available(
  *, deprecated,
  message: "Write bindings to plain properties of '@ObservableState' state: '.set(\\.query, …)'"
)
extension BindableAction {
  /// The binding action that writes `value` into the ``BindingState`` at `keyPath`, as this
  /// feature's action.
  ///
  /// ```swift
  /// await store.send(.set(\.$query, "milk")) { $0.query = "milk" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The projection of a `@BindingState` property.
  ///   - value: What to write.
  /// - Returns: The `binding` action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
