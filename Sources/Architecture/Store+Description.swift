/// A store describes itself by its feature, as TCA's do (`StoreOf<Counter>`), in messages such as
/// the one for scoping from an uncached store.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// print(store)  // StoreOf<Counter>
/// ```
extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    Self.featureName
  }

  /// `StoreOf<Feature>` when the state and actions are a feature's; the kinds of collection and
  /// navigation stores likewise; `Store<State, Action>` otherwise.
  nonisolated static var featureName: String {
    let state = typeNameWithGenerics(State.self)
    let action = typeNameWithGenerics(Action.self)
    func feature(_ state: Substring, _ action: Substring) -> Substring? {
      guard state.hasSuffix(".State"), action.hasSuffix(".Action") else { return nil }
      let name = state.dropLast(".State".count)
      return name == action.dropLast(".Action".count) ? name : nil
    }
    func generic(_ prefix: String, of name: String) -> Substring? {
      guard name.hasPrefix(prefix + "<"), name.hasSuffix(">") else { return nil }
      return name.dropFirst(prefix.count + 1).dropLast()
    }
    if let name = feature(state[...], action[...]) {
      return "StoreOf<\(name)>"
    }
    if state.hasSuffix("?"), let name = feature(state.dropLast(), action[...]) {
      return "StoreOf<\(name)?>"
    }
    if let elements = generic("IdentifiedArray", of: state),
      let actions = generic("IdentifiedAction", of: action),
      let element = elements.split(separator: ", ", maxSplits: 1).last,
      let elementAction = actions.split(separator: ", ", maxSplits: 1).last,
      let name = feature(element, elementAction)
    {
      return "IdentifiedStoreOf<\(name)>"
    }
    if let presented = generic("PresentationState", of: state),
      let actions = generic("PresentationAction", of: action),
      let name = feature(presented, actions)
    {
      return "PresentationStoreOf<\(name)>"
    }
    // NB: a stack's actions name its elements' state first: `StackAction<Row.State, Row.Action>`.
    if let elements = generic("StackState", of: state), elements.hasSuffix(".State"),
      let actions = generic("StackAction", of: action),
      actions.split(separator: ", ", maxSplits: 1).first == elements
    {
      return "StackStoreOf<\(elements.dropLast(".State".count))>"
    }
    return "Store<\(state), \(action)>"
  }
}
