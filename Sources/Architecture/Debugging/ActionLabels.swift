/// An action as its case path and the labels of its associated values, without their values:
/// `App.Action.list(.renamed(id:, name:))`. What ``_ReducerPrinter/actionLabels`` prints, short
/// enough for one line per action.
///
/// A value that describes itself for debugging (`CustomDebugStringConvertible`) is shown that
/// way instead.
///
/// ```swift
/// _actionLabels(Counter.Action.incrementButtonTapped)  // "Counter.Action.incrementButtonTapped"
/// _actionLabels(App.Action.list(.nameChanged("milk")))  // "App.Action.list(.nameChanged)"
/// ```
public func _actionLabels(_ action: Any) -> String {
  debugCaseOutput(action)
}
