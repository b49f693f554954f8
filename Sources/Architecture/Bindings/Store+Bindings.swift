import ConcurrencyExtras
import CustomDump
import IssueReporting

extension Store where Action: BindableAction, Action.State == State {
  /// Reads a property of the state, and writing it sends the binding action that sets it
  /// (`.binding(.set(\.query, "milk"))`), as a form field does.
  ///
  /// ```swift
  /// store.query = "milk"  // sends .binding(.set(\.query, "milk"))
  /// print(store.query)    // "milk", once BindingReducer() wrote it
  /// ```
  ///
  /// A binding action that no ``BindingReducer`` wrote is reported when the store is done with
  /// it; one written to the store of an optional child that is gone is dropped, as in TCA.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.core.state[keyPath: keyPath] }
    set {
      // NB: as in TCA, a binding written to the store of a child that is gone (a view still
      // writing while it is dismissed) is dropped rather than sent to a parent that would report
      // it.
      guard !self.core.isInvalid else { return }
      let check = UnwrittenBindingCheck(actionType: Action.self, value: newValue)
      let keyPath = UncheckedSendable(keyPath)
      self.send(
        .binding(
          BindingAction(path: keyPath.value, value: newValue) {
            check.markWritten()
            $0[keyPath: keyPath.value] = newValue
          }
        )
      )
    }
  }
}

/// Reports a binding action sent by setting a store's property that no ``BindingReducer`` wrote
/// by the time the action is released.
private final class UnwrittenBindingCheck: Sendable {
  private let actionType: String
  private let value: String
  private let isWritten = LockIsolated(false)

  init(actionType: Any.Type, value: some Sendable) {
    self.actionType = typeName(actionType)
    var dump = ""
    customDump(value, to: &dump, maxDepth: 0)
    self.value = dump
  }

  func markWritten() {
    self.isWritten.setValue(true)
  }

  deinit {
    guard !self.isWritten.value else { return }
    reportIssue(
      """
      A binding action sent from a store was not handled.

        Action:
          \(self.actionType).binding(.set(_, \(self.value)))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    )
  }
}

extension Store
where State: Equatable & Sendable, Action: BindableAction, Action.State == State {
  /// The current state, and writing it sends the binding action that sets the whole of it
  /// (`.binding(.set(\.self, newState))`).
  ///
  /// ```swift
  /// store.state = Search.State(query: "milk")
  /// ```
  public var state: State {
    get { self.core.state }
    set { self[dynamicMember: \.self] = newValue }
  }
}
