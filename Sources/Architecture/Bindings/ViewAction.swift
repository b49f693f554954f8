/// An action enum that keeps what its view sends in a `view` case, so a view can send only
/// those, and ``BindingReducer`` can find binding actions there (`BindingReducer(action: \.view)`).
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case saved
///
///   enum View: BindableAction {
///     case binding(BindingAction<State>)
///     case saveKeyPressed
///   }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  ///
  /// ```swift
  /// enum View { case saveKeyPressed }  // Action.ViewAction
  /// ```
  associatedtype ViewAction

  /// Embeds a view's action; the `view` case satisfies it.
  ///
  /// ```swift
  /// store.send(.view(.saveKeyPressed))
  /// ```
  ///
  /// - Parameter action: The view's action.
  /// - Returns: The feature's action.
  static func view(_ action: ViewAction) -> Self
}

/// Something holding a store whose actions are ``ViewAction``s, which sends its view's actions
/// without spelling `.view(…)`.
///
/// ```swift
/// struct FormView: ViewActionSending {
///   let store: StoreOf<Form>
///
///   func saveKeyPressed() { send(.saveKeyPressed) }
/// }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  ///
  /// ```swift
  /// Form.State  // for a view holding a StoreOf<Form>
  /// ```
  associatedtype StoreState

  /// The actions of the store.
  ///
  /// ```swift
  /// Form.Action  // for a view holding a StoreOf<Form>
  /// ```
  associatedtype StoreAction: ViewAction

  /// The store the view's actions go to.
  ///
  /// ```swift
  /// let store: StoreOf<Form>
  /// ```
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view's action to the store, as `.view(action)`.
  ///
  /// ```swift
  /// send(.saveKeyPressed)
  /// ```
  ///
  /// - Parameter action: The view's action.
  /// - Returns: A task for the effects it started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }
}
