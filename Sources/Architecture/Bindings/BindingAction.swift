import ConcurrencyExtras
import CustomDump

/// An action that writes a value into a feature's state at a key path: what a form field sends,
/// applied by ``BindingReducer``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// store.send(.binding(.set(\.query, "milk")))
///
/// // in a reducer, after BindingReducer() wrote the value:
/// case .binding(\.query):
///   return .send(.search)
/// ```
///
/// Two binding actions are equal when they write equal values at the same key path.
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  // NB: a key path is Sendable only as a literal; this one is held to compare and describe, and
  // reads nothing, so it goes across isolation unchecked, as TCA does.
  private let path: UncheckedSendable<PartialKeyPath<Root>>
  private let write: @Sendable (inout Root) -> Void
  let value: any Sendable
  private let isEqualToValue: @Sendable (Any) -> Bool

  init<Value: Equatable & Sendable>(
    path: PartialKeyPath<Root>,
    value: Value,
    write: @escaping @Sendable (inout Root) -> Void
  ) {
    self.path = UncheckedSendable(path)
    self.write = write
    self.value = value
    self.isEqualToValue = { $0 as? Value == value }
  }

  /// The key path the action writes at.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.query, "milk").keyPath == \State.query  // true
  /// ```
  public var keyPath: PartialKeyPath<Root> {
    self.path.value
  }

  /// An action that writes `value` at `keyPath`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.query, "milk"))) {
  ///   $0.query = "milk"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: Where in the state to write.
  ///   - value: What to write.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(path: keyPath, value: value) { $0[keyPath: keyPath] = value }
  }

  /// Writes the action's value into `state`; what ``BindingReducer`` does.
  func apply(to state: inout Root) {
    self.write(&state)
  }

  /// Whether a binding action writes at `keyPath`, whatever the value: `case .binding(\.query)`.
  ///
  /// ```swift
  /// case .binding(\.query):
  ///   return .send(.search)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path to match.
  ///   - bindingAction: The action to match against.
  /// - Returns: Whether the action writes at `keyPath`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    bindingAction.keyPath == keyPath
  }

  /// Equal when both write equal values at the same key path.
  ///
  /// ```swift
  /// BindingAction<State>.set(\.count, 1) == .set(\.count, 1)  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqualToValue(rhs.value)
  }

  /// The case paths of binding actions: one per writable property of the state, holding the
  /// value written there, so a test can send or receive `\.binding.query`.
  ///
  /// ```swift
  /// await store.send(\.binding.query, "milk") {
  ///   $0.query = "milk"
  /// }
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding actions that write at `keyPath`, holding the value they write.
    ///
    /// ```swift
    /// let query = action[case: \.binding.query]  // "milk" for .binding(.set(\.query, "milk"))
    /// ```
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { value in
          BindingAction(path: keyPath.value, value: value) { $0[keyPath: keyPath.value] = value }
        },
        extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil }
      )
    }
  }

  /// The case paths of binding actions.
  ///
  /// ```swift
  /// let query = BindingAction<State>.allCasePaths.query
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpStringConvertible {
  /// Reads as the call that makes it: `.set(\State.query, "milk")`.
  ///
  /// ```swift
  /// customDump(BindingAction<State>.set(\.query, "milk"))  // .set(\State.query, "milk")
  /// ```
  public var customDumpDescription: String {
    var description = ".set("
    customDump(self.keyPath, to: &description, maxDepth: 0)
    description.append(", ")
    customDump(self.value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}
