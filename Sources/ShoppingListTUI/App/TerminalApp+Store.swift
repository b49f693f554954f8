import Architecture

extension TerminalApp where ViewState == AppView.ViewState {
  /// The app's store as the terminal runtime drives it: the screen is ``AppView``, keys become
  /// actions through ``AppView/action(for:in:)``, Ctrl-C and termination signals quit after the
  /// final save, and the screen's size reaches the app on start and on every resize.
  ///
  /// ```swift
  /// let runtime = TerminalRuntime(app: TerminalApp(store: store), backend: backend)
  /// try runtime.start()
  /// ```
  init(store: Store<App.State, App.Action>) {
    self.init(
      viewState: { AppView.ViewState(store.state) },
      render: { viewState, canvas, rect in
        AppView.render(viewState, into: &canvas, in: rect)
      },
      handleKey: { key in
        if let action = AppView.action(for: key, in: AppView.ViewState(store.state)) {
          store.send(action)
        }
      },
      observe: { changed in
        store.subscribe { _ in changed() }
      },
      isFinished: { store.state.hasQuit },
      exitRequested: { _ in store.send(.terminationRequested) },
      resized: { size in store.send(.screenResized(size)) }
    )
  }
}
