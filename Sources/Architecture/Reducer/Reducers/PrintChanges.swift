import Foundation

extension Reducer {
  /// Reports every action this reducer receives, and the state change it caused, with
  /// `printer`: by default the action and the state's diff on standard output, as TCA prints
  /// them; `.actionLabels` prints one short line per action; `nil` prints nothing.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()._printChanges(.actionLabels)
  /// }
  /// store.send(.incrementKeyPressed)
  /// // received action: Counter.Action.incrementKeyPressed
  /// ```
  ///
  /// A full-screen app cannot print to its own terminal: it logs to a file with
  /// ``_printChanges(to:)-(URL)`` instead.
  ///
  /// - Parameter printer: How to report each change.
  /// - Returns: A reducer that runs this one and reports its changes.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }

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
    return _PrintChangesReducer(base: self, printer: .customDump { output.write($0) })
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

/// A reducer that reports each action and the state change it caused; built by
/// `_printChanges(_:)` and `_printChanges(to:)`.
///
/// ```swift
/// Counter()._printChanges(to: log)
/// ```
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: BuiltReducer<Base>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = BuiltReducer(base)
    self.printer = printer
  }

  /// Runs the base reducer and reports the action and the state before and after it.
  ///
  /// ```swift
  /// _ = Counter()._printChanges(to: log).reduce(into: &state, action: .incrementKeyPressed)
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return self.base.reduce(into: &state, action: action) }
    let previous = state
    // NB: the old state holds the same shared values as the new one; the tracker keeps what
    // they were before this action, for the diff.
    let sharedChanges = SharedChangeTracker()
    let effect = withDependencies {
      $0.sharedChangeTrackers.append(sharedChanges)
    } operation: {
      self.base.reduce(into: &state, action: action)
    }
    printer.printChange(
      receivedAction: action, oldState: previous, newState: state, sharedChanges: sharedChanges
    )
    return effect
  }
}
