import Architecture
import ShoppingListFeatures
import TerminalUI

extension TerminalApp where ViewState == AppView.ViewState {
  /// The app's store as the terminal runtime drives it: the screen is ``AppView``, keys become
  /// actions through ``AppView/action(for:in:)`` (only `q` while the screen is too small), clicks
  /// and the wheel through ``AppView/action(for:in:on:)``, Ctrl-C and termination signals quit
  /// after the final save, and what the views measure on the screen reaches the app when it
  /// changed.
  ///
  /// The keys are those `keys` binds: they act, and the header and the help show them.
  ///
  /// ```swift
  /// let runtime = TerminalRuntime(app: TerminalApp(store: store), backend: backend)
  /// try runtime.start()
  /// ```
  package init(store: Store<App.State, App.Action>, keys: KeyMap = .standard) {
    self.init(
      // NB: reading `store.state` would copy all of it, retaining everything it holds.
      viewState: { store.withState { AppView.ViewState($0, keys: keys) } },
      render: { viewState, shown, canvas, rect in
        AppView.render(viewState, shown: shown, into: &canvas, in: rect)
      },
      handleKey: { key, viewState in
        if let action = AppView.action(for: key, in: viewState, keys: keys) {
          store.send(action)
        }
      },
      observe: { changed in store.subscribe(changed) },
      isFinished: { store.withState(\.hasQuit) },
      exitRequested: { _ in store.send(.terminationRequested) },
      handleKeyWhileTooSmall: { key, viewState in
        if let action = AppView.actionWhileTooSmall(for: key, in: viewState, keys: keys) {
          store.send(action)
        }
      },
      handleMouse: { event, screen, viewState in
        if let action = AppView.action(for: event, in: viewState, on: screen) {
          store.send(action)
        }
      },
      measure: { size in
        let layout = store.withState { state -> App.Layout? in
          let layout = AppView.layout(of: state, on: size, keys: keys)
          return layout == state.layout ? nil : layout
        }
        if let layout { store.send(.layoutChanged(layout)) }
      }
    )
  }
}
