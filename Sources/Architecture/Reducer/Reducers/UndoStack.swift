/// The undo and redo snapshots of a piece of feature state, kept in the feature's state so views
/// can show what undo would do and tests can assert it; maintained by ``UndoHistory``.
///
/// ```swift
/// struct State: Equatable {
///   var items: IdentifiedArrayOf<Item.State> = []
///   var undo = UndoStack<IdentifiedArrayOf<Item.State>>(limit: 200)
/// }
/// ```
public struct UndoStack<Value> {
  /// The snapshots to restore on undo, oldest first.
  public private(set) var undoSnapshots: [Value] = []

  /// The snapshots to restore on redo, the next one last.
  public private(set) var redoSnapshots: [Value] = []

  /// The most undo steps kept; the oldest is dropped beyond it.
  public let limit: Int

  /// Creates an empty history keeping at most `limit` undo steps.
  ///
  /// ```swift
  /// var undo = UndoStack<[String]>()  // 100 steps
  /// ```
  ///
  /// - Parameter limit: The most undo steps kept; at least 1.
  public init(limit: Int = 100) {
    self.limit = max(1, limit)
  }

  /// Whether there is a step to undo.
  ///
  /// ```swift
  /// let hint = state.undo.canUndo ? "u undo" : ""
  /// ```
  public var canUndo: Bool { !self.undoSnapshots.isEmpty }

  /// Whether there is an undone step to redo.
  ///
  /// ```swift
  /// let hint = state.undo.canRedo ? "r redo" : ""
  /// ```
  public var canRedo: Bool { !self.redoSnapshots.isEmpty }

  /// Records `previous` as the value to restore on undo, and forgets the redo steps.
  ///
  /// ```swift
  /// await store.send(.deleteKeyPressed(id: milk.id)) {
  ///   $0.undo.record($0.items)
  ///   $0.items.remove(id: milk.id)
  /// }
  /// ```
  ///
  /// - Parameter previous: The value before the change.
  public mutating func record(_ previous: Value) {
    self.undoSnapshots.append(previous)
    if self.undoSnapshots.count > self.limit {
      self.undoSnapshots.removeFirst(self.undoSnapshots.count - self.limit)
    }
    self.redoSnapshots.removeAll()
  }

  /// Steps back: returns the value to restore, and keeps `current` for redo.
  ///
  /// ```swift
  /// if let previous = state.undo.undo(current: state.items) { state.items = previous }
  /// ```
  ///
  /// - Parameter current: The value being replaced.
  /// - Returns: The value to restore, or `nil` when there is nothing to undo.
  public mutating func undo(current: Value) -> Value? {
    guard let previous = self.undoSnapshots.popLast() else { return nil }
    self.redoSnapshots.append(current)
    return previous
  }

  /// Steps forward again: returns the value to restore, and keeps `current` for undo.
  ///
  /// ```swift
  /// if let next = state.undo.redo(current: state.items) { state.items = next }
  /// ```
  ///
  /// - Parameter current: The value being replaced.
  /// - Returns: The value to restore, or `nil` when there is nothing to redo.
  public mutating func redo(current: Value) -> Value? {
    guard let next = self.redoSnapshots.popLast() else { return nil }
    self.undoSnapshots.append(current)
    return next
  }

  /// Forgets every step, for example after loading a different list.
  ///
  /// ```swift
  /// state.undo.removeAll()
  /// ```
  public mutating func removeAll() {
    self.undoSnapshots.removeAll()
    self.redoSnapshots.removeAll()
  }
}

extension UndoStack: Equatable where Value: Equatable {}
extension UndoStack: Hashable where Value: Hashable {}
extension UndoStack: Sendable where Value: Sendable {}
