/// Keeps a ``Store`` observation alive; the observation ends when it is cancelled or released.
///
/// ```swift
/// let subscription = store.subscribe(removeDuplicates: { ViewState($0) }) { viewState in
///   render(viewState)
/// }
/// // …
/// subscription.cancel()
/// ```
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  isolated deinit {
    self.cancel()
  }

  /// Stops the observation; calling it again does nothing.
  ///
  /// ```swift
  /// subscription.cancel()
  /// ```
  public func cancel() {
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
