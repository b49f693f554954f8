import Architecture
import Foundation
import NumberFacts
import NumberFactsLive
import ShoppingListFeatures
import ShoppingListStorage
import ShoppingListViews
import TerminalNcurses
import TerminalUI

/// Starts the full-screen app from the command line's options: the terminal checks first, then
/// the list is opened and loaded, then the store is built with the live dependencies and starts
/// listening for changes made elsewhere, and the terminal runtime runs it until the person quits.
enum FullScreenApp {
  /// Runs the full-screen app until the person quits, then exits the process.
  ///
  /// Without a terminal on standard input and output it prints one line suggesting the
  /// subcommands and exits with status 2, before touching the list.
  static func run(_ options: LaunchOptions) throws {
    MainActor.assumeIsolated {
      let afterFirstFrame = AfterFirstFrame()
      FullScreenTerminal.run(
        minimumSize: AppView.minimumSize,
        mouse: options.mouse,
        colors: options.configuration.colors,
        notATerminalMessage: notATerminalMessage,
        errorPrefix: "shopping-list: ",
        started: { afterFirstFrame.work() }
      ) {
        let opened: ListOpening.Opened
        do {
          opened = try ListOpening.storage(for: options.list)
        } catch {
          // NB: the screen has not started yet, so the message reaches the shell's terminal.
          StandardStream.error.write("shopping-list: \(error)\n")
          exit(1)
        }
        // NB: the history is read after the first frame, which it would otherwise delay.
        afterFirstFrame.work = opened.readHistory
        let list = ListLoading.initialStateWaiting(from: opened.storage)
        let store = makeStore(
          list: list, options: options, storage: opened.storage, history: opened.history,
          stores: opened.stores
        )
        store.send(.list(.task))
        if let shop = options.shop {
          store.send(.list(.shopRequested(store: shop.store)))
        }
        if let notice = opened.notice {
          store.send(.list(.delegate(.statusMessage(StatusMessage(notice)))))
        }
        return TerminalApp(store: store, keys: options.configuration.keyMap)
      }
    }
  }

  /// The one line printed when the full-screen app cannot start because standard input or
  /// output is not a terminal (a pipe, a file, a CI job).
  static let notATerminalMessage =
    "shopping-list: the full-screen app needs a terminal; "
    + "use `shopping-list add <item>` or `shopping-list list` instead"

  /// The app's store, starting with the loaded `list`, with live dependencies: `storage` for
  /// saving, `history` for suggestions and the usuals, `stores` for trips, facts from `--facts` and `--facts-url`,
  /// and every action logged to `--debug-log`'s file if one was given (nothing is logged
  /// otherwise).
  ///
  /// ```swift
  /// let store = FullScreenApp.makeStore(list: list, options: options, storage: storage)
  /// ```
  @MainActor
  static func makeStore(
    list: ShoppingList.State, options: LaunchOptions, storage: ListStorage,
    history: ListHistory = .none, stores: StoresClient = .none
  ) -> Store<App.State, App.Action> {
    let initialState = App.State(
      list: list, counter: Counter.State(factsMode: options.facts)
    )
    let debugLog = options.debugLogPath.map { URL(fileURLWithPath: $0) }
    return Store(initialState: initialState) {
      if let debugLog {
        App()._printChanges(to: debugLog)
      } else {
        App()
      }
    } withDependencies: {
      $0.listStorage = storage
      $0.listHistory = history
      $0.stores = stores
      $0.numberFact = .live(baseURL: options.factsURL)
    }
  }
}

/// What the app does once its first frame is drawn, set while it is built.
@MainActor
private final class AfterFirstFrame {
  var work: @Sendable () -> Void = {}
}
