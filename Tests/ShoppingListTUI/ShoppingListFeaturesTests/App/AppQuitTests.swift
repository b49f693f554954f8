import Architecture
import Foundation
import Testing
import TestSupport

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct AppQuitTests {
  static let milk = ShoppingItem(id: UUID(1), name: "milk")
  /// How the list feature keeps ``ListSaves/diskFull``.
  static let diskFull = SaveFailure(
    reason: "No space left on device", path: "/home/ada/.local/share/shopping-list/list.json"
  )

  /// The quit question when the disk is full, written out as a TCA user would.
  static let diskFullQuestion = AlertState<App.Action.Alert> {
    TextState("Quit without saving?")
  } actions: {
    ButtonState(role: .destructive, action: .quitWithoutSaving) { TextState("Quit") }
    ButtonState(role: .cancel) { TextState("Keep open") }
  } message: {
    TextState(
      "Could not save /home/ada/.local/share/shopping-list/list.json: No space left on device.\n"
        + "Quit anyway and lose the changes since the last save, or keep the app open and try "
        + "again after the next change?"
    )
  }

  /// An app whose list has one change that is not on disk yet.
  static func unsavedApp() -> App.State {
    var state = App.State(list: ShoppingList.State(items: [milk]))
    state.list.save.unsaved = [change]
    state.list.save.status = .saving
    return state
  }

  /// The change ``unsavedApp()`` has not saved yet.
  static let change = ListChange.setChecked(milk.id, true)

  static func makeStore(
    _ state: App.State, saves: ListSaves = ListSaves()
  ) -> TestStore<App.State, App.Action> {
    TestStore(initialState: state) {
      App()
    } withDependencies: {
      $0.listStorage = saves.storage
      $0.continuousClock = TestClock()
    }
  }

  @Test func quittingWithEverythingSavedQuitsAtOnce() async {
    let store = Self.makeStore(App.State(list: ShoppingList.State(items: [Self.milk])))
    await store.send(.quitKeyPressed) { $0.quitting = .finished }
    #expect(store.state.hasQuit)
  }

  @Test func quittingAReadOnlyListQuitsAtOnce() async {
    let list = ShoppingList.State(items: [Self.milk], readOnlyReason: "list.json is locked")
    let store = Self.makeStore(App.State(list: list))
    await store.send(.terminationRequested) { $0.quitting = .finished }
  }

  @Test(arguments: [
    (App.Action.quitKeyPressed, true), (.terminationRequested, false),
  ])
  func quittingSavesFirstAndQuitsOnceTheListIsOnDisk(
    action: App.Action, asksOnFailure: Bool
  ) async {
    let saves = ListSaves()
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    await store.send(action) {
      $0.quitting = .savingList(asksOnFailure: asksOnFailure)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    #expect(!store.state.hasQuit)
    await store.receive(.list(.listSaved(.success(0)))) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
    #expect(saves.all == [[Self.change]])
  }

  @Test func aFailedFinalSaveAsksAndKeepingTheAppOpenGoesBackToTheList() async {
    let store = Self.makeStore(Self.unsavedApp(), saves: ListSaves(failing: [ListSaves.diskFull]))
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.writing = nil
      $0.list.save.unsaved = [Self.change]
      $0.list.save.status = .failed(Self.diskFull)
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = nil
      $0.alert = Self.diskFullQuestion
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(!store.state.hasQuit)
    #expect(store.state.list.hasUnsavedChanges)
  }

  @Test func aFailedFinalSaveAsksAndQuittingAnywayQuits() async {
    let saves = ListSaves(failing: [ListSaves.diskFull])
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.quitKeyPressed)
    await store.receive(\.list.listSaved.failure)
    await store.receive(\.list.delegate.finalSaveFinished)
    #expect(store.state.alert == Self.diskFullQuestion)
    store.exhaustivity = .on
    await store.send(.alert(.presented(.quitWithoutSaving))) {
      $0.alert = nil
      $0.quitting = .finished
    }
    #expect(saves.all.count == 1)
  }

  @Test func quittingAgainAfterKeepingTheAppOpenSavesAgain() async {
    let saves = ListSaves(failing: [ListSaves.diskFull])
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.quitKeyPressed)
    await store.receive(\.list.listSaved.failure)
    await store.receive(\.list.delegate.finalSaveFinished)
    await store.send(.alert(.dismiss))
    store.exhaustivity = .on
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
      $0.list.save.status = .saving
    }
    await store.receive(.list(.listSaved(.success(0)))) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
    #expect(saves.all.count == 2)
  }

  @Test func ctrlCDoesNotAskWhenTheFinalSaveFails() async {
    let store = Self.makeStore(Self.unsavedApp(), saves: ListSaves(failing: [ListSaves.diskFull]))
    await store.send(.terminationRequested) {
      $0.quitting = .savingList(asksOnFailure: false)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.writing = nil
      $0.list.save.unsaved = [Self.change]
      $0.list.save.status = .failed(Self.diskFull)
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
  }

  @Test func ctrlCWhileSavingAfterQStopsTheQuestionFromBeingAsked() async {
    let saves = ListSaves(failing: [ListSaves.diskFull], holdsSaves: true)
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    await store.send(.terminationRequested) {
      $0.quitting = .savingList(asksOnFailure: false)
    }
    saves.releaseSave()
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.writing = nil
      $0.list.save.unsaved = [Self.change]
      $0.list.save.status = .failed(Self.diskFull)
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
  }

  @Test func ctrlCWhileTheQuestionIsShownQuits() async {
    var state = Self.unsavedApp()
    state.alert = Self.diskFullQuestion
    let store = Self.makeStore(state)
    await store.send(.terminationRequested) {
      $0.alert = nil
      $0.quitting = .finished
    }
  }

  @Test func aLongQuestionScrollsAndTheNextOneStartsAtTheTop() async {
    var state = Self.unsavedApp()
    state.alert = Self.diskFullQuestion
    let saves = ListSaves(failing: [ListSaves.diskFull])
    let store = Self.makeStore(state, saves: saves)
    let extent = TextExtent(lineCount: 6, visibleLineCount: 4)
    await store.send(.layoutChanged(App.Layout(list: ShoppingList.Layout(), alert: extent))) {
      $0.alertScroll.extent = TextExtent(lineCount: 6, visibleLineCount: 4)
    }
    await store.send(.alertScrolled(.lineDown)) { $0.alertScroll.offset = 1 }
    await store.send(.alertScrolled(.pageDown)) { $0.alertScroll.offset = 2 }
    await store.send(.alertScrolled(.lineUp)) { $0.alertScroll.offset = 1 }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.writing = nil
      $0.list.save.unsaved = [Self.change]
      $0.list.save.status = .failed(Self.diskFull)
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = nil
      $0.alert = Self.diskFullQuestion
      $0.alertScroll = ScrollPosition()
    }
  }

  @Test func quittingTwiceSavesOnce() async {
    let saves = ListSaves(holdsSaves: true)
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.change]
      $0.list.save.isFinal = true
    }
    await store.send(.quitKeyPressed)
    saves.releaseSave()
    await store.receive(.list(.listSaved(.success(0)))) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
    #expect(saves.all.count == 1)
  }

  static let eggs = ShoppingItem(id: UUID(2), name: "eggs")
  static let namedEggs = ShoppingItem(id: eggs.id, name: "eggs", category: "Dairy & Eggs")
  static let addedEggs = ListChange.insert([namedEggs], at: .start)

  /// An app naming a new item `eggs` above `milk`, with nothing unsaved.
  static func namingApp(_ name: String) -> App.State {
    var list = ShoppingList.State(items: [ShoppingItem(id: eggs.id, name: ""), milk])
    list.editing = ItemEditing(id: eggs.id, isNew: true, name: name, returnID: milk.id)
    return App.State(list: list)
  }

  @Test(arguments: [
    (App.Action.terminationRequested, false), (.quitKeyPressed, true),
  ])
  func quittingKeepsTheNameBeingTyped(action: App.Action, asksOnFailure: Bool) async {
    let saves = ListSaves()
    let store = Self.makeStore(Self.namingApp("eggs"), saves: saves)
    await store.send(action) {
      $0.list.editing = nil
      $0.list.items[id: Self.eggs.id] = Self.namedEggs
      $0.list.history.undoSteps = [
        UndoStep(change: .remove([Self.eggs.id]), label: "added “eggs”")
      ]
      $0.list.save.writing = [Self.addedEggs]
      $0.list.save.isFinal = true
      $0.list.save.status = .saving
      $0.quitting = .savingList(asksOnFailure: asksOnFailure)
    }
    await store.receive(.list(.listSaved(.success(0)))) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(.list(.delegate(.finalSaveFinished))) {
      $0.quitting = .finished
    }
    #expect(saves.all == [[Self.addedEggs]])
  }

  @Test func quittingDropsANewItemLeftEmpty() async {
    let saves = ListSaves()
    let store = Self.makeStore(Self.namingApp("  "), saves: saves)
    await store.send(.terminationRequested) {
      $0.list.editing = nil
      $0.list.items = [Self.milk]
      $0.quitting = .finished
    }
    #expect(saves.all == [])
  }

  @Test(arguments: [App.Action.nextPaneKeyPressed, .previousPaneKeyPressed])
  func switchingPanesKeepsTheNameBeingTyped(action: App.Action) async {
    let clock = TestClock()
    let saves = ListSaves()
    let store = TestStore(initialState: Self.namingApp("eggs")) {
      App()
    } withDependencies: {
      $0.listStorage = saves.storage
      $0.continuousClock = clock
    }
    await store.send(action) {
      $0.activePane = .counter
      $0.list.editing = nil
      $0.list.items[id: Self.eggs.id] = Self.namedEggs
      $0.list.history.undoSteps = [
        UndoStep(change: .remove([Self.eggs.id]), label: "added “eggs”")
      ]
      $0.list.save.unsaved = [Self.addedEggs]
      $0.list.save.status = .saving
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(.list(.saveDelayElapsed)) {
      $0.list.save.unsaved = []
      $0.list.save.writing = [Self.addedEggs]
    }
    await store.receive(.list(.listSaved(.success(0)))) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
    }
    #expect(saves.all == [[Self.addedEggs]])
  }

  @Test func quittingStopsAFactRequestAndClearsTheStatusMessage() async {
    var state = App.State()
    state.activePane = .counter
    let clock = TestClock()
    let store = TestStore(initialState: state) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact.fetch = { _ in try await Task.never() }
    }
    await store.send(.list(.delegate(.statusMessage("Sorted")))) { $0.statusMessage = "Sorted" }
    await store.send(.counter(.numberFactKeyPressed)) { $0.counter.factInFlight = 0 }
    await store.send(.quitKeyPressed) {
      $0.statusMessage = nil
      $0.counter.factInFlight = nil
      $0.quitting = .finished
    }
    await clock.advance(by: App.statusMessageDuration)
  }
}
