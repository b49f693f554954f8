import Foundation

extension Reducer {
  /// Writes every action this reducer receives, and the state diff it caused, to `output`: a
  /// debugging aid for a full-screen app that cannot print to its terminal.
  ///
  /// ```swift
  /// final class Log: TextOutputStream {
  ///   var text = ""
  ///   func write(_ string: String) { text += string }
  /// }
  /// let log = Log()
  /// let store = Store(initialState: Counter.State()) { Counter()._printChanges(to: log) }
  /// store.send(.incrementKeyPressed)
  /// // log.text:
  /// // received action:
  /// //   Counter.Action.incrementKeyPressed
  /// //   − Counter.State(count: 0)
  /// //   + Counter.State(count: 1)
  /// ```
  ///
  /// - Parameter output: A reference-type stream that receives one entry per action.
  /// - Returns: A reducer that runs this one and logs its changes.
  public func _printChanges(
    to output: some TextOutputStream & AnyObject
  ) -> _PrintChangesReducer<Self> {
    var output = output
    return _PrintChangesReducer(base: self) { output.write($0) }
  }

  /// Appends every action this reducer receives, and the state diff it caused, to the file at
  /// `fileURL`, creating it if needed.
  ///
  /// ```swift
  /// let store = Store(initialState: App.State()) {
  ///   App()._printChanges(to: URL(fileURLWithPath: "/tmp/shopping-list.log"))
  /// }
  /// // In another terminal: tail -f /tmp/shopping-list.log
  /// ```
  ///
  /// - Parameter fileURL: The file to append to.
  /// - Returns: A reducer that runs this one and logs its changes.
  public func _printChanges(to fileURL: URL) -> _PrintChangesReducer<Self> {
    self._printChanges(to: FileTextOutputStream(url: fileURL))
  }
}

/// A reducer that logs each action and the state change it caused; built by
/// `_printChanges(to:)`.
///
/// ```swift
/// Counter()._printChanges(to: log)
/// ```
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: BuiltReducer<Base>
  let write: (String) -> Void

  init(base: Base, write: @escaping (String) -> Void) {
    self.base = BuiltReducer(base)
    self.write = write
  }

  /// Runs the base reducer and writes the action and the diff of the state.
  ///
  /// ```swift
  /// _ = Counter()._printChanges(to: log).reduce(into: &state, action: .incrementKeyPressed)
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let previous = state
    let effect = self.base.reduce(into: &state, action: action)
    let change =
      diff(previous, state, format: .proportional).map { $0.indented(by: 2) }
      ?? "  (No state changes)"
    self.write(
      """
      received action:
      \(String(customDumping: action).indented(by: 2))
      \(change)

      """
    )
    return effect
  }
}
