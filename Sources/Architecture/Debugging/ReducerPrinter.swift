import ConcurrencyExtras
import CustomDump
import Foundation

/// How ``Reducer/_printChanges(_:)`` reports an action and the state change it caused, as in
/// TCA: ``customDump`` (the action and the state's diff) or ``actionLabels`` (one line per
/// action, with the labels of its associated values).
///
/// ```swift
/// Counter()._printChanges()                // received action: … and the diff, on stdout
/// Counter()._printChanges(.actionLabels)   // received action: Counter.Action.increment
/// Counter()._printChanges(
///   _ReducerPrinter { action, _, _ in log.append("\(action)") }
/// )
/// ```
public struct _ReducerPrinter<State, Action> {
  private let report: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  private let queue: DispatchQueue?

  /// A printer that calls `printChange` for each action, on `queue` if one is given (so a slow
  /// printer does not hold up the store), otherwise at once.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) ->
      Void,
    queue: DispatchQueue? = nil
  ) {
    self.report = printChange
    self.queue = queue
  }

  /// Reports one action and the state before and after it.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self.printChange(
      receivedAction: receivedAction, oldState: oldState, newState: newState, sharedChanges: nil
    )
  }

  /// Reports a change, with the shared values the action changed shown in `oldState` as they
  /// were before it.
  func printChange(
    receivedAction: Action, oldState: State, newState: State, sharedChanges: SharedChangeTracker?
  ) {
    let change = UncheckedSendable((self.report, receivedAction, oldState, newState))
    let report: @Sendable () -> Void = {
      let (report, action, oldState, newState) = change.value
      guard let sharedChanges else { return report(action, oldState, newState) }
      sharedChanges.asserting { report(action, oldState, newState) }
    }
    guard let queue else { return report() }
    queue.async(execute: report)
  }
}

extension _ReducerPrinter {
  /// Prints each action and the diff of the state it changed to standard output.
  public static var customDump: Self {
    customDump { print($0, terminator: "") }
  }

  /// Prints one line per action to standard output: its case and the labels of its associated
  /// values, nested cases abbreviated (`App.Action.list(.renamed(id:, name:))`).
  public static var actionLabels: Self {
    Self { action, _, _ in print("received action: \(_actionLabels(action))") }
  }

  /// Writes each action and the diff of the state it changed with `write`.
  static func customDump(_ write: @escaping (String) -> Void) -> Self {
    Self { action, oldState, newState in
      let change =
        diff(oldState, newState, format: .proportional).map { $0.indented(by: 2) }
        ?? "  (No state changes)"
      write(
        """
        received action:
        \(String(customDumping: action).indented(by: 2))
        \(change)

        """
      )
    }
  }
}
