import Architecture
import Foundation
import NumberFacts
import ShoppingListStorage
import TestSupport
import Testing

@testable import ShoppingListFeatures

@MainActor
struct AppQuitTests {
  static let milk = ShoppingItem(id: UUID(1), name: "milk")

  /// An app whose list has one change that is not on disk yet.
  static func unsavedApp() -> App.State {
    var state = App.State(list: ShoppingList.State(items: [milk]))
    state.list.save.revision = 1
    state.list.save.status = .saving
    return state
  }

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
      $0.list.save.isWriting = true
    }
    #expect(!store.state.hasQuit)
    await store.receive(.list(.listSaved(.success(1)))) {
      $0.list.save.isWriting = false
      $0.list.save.savedRevision = 1
      $0.list.save.status = .saved
      $0.quitting = .finished
    }
    #expect(saves.all == [[Self.milk]])
  }

  @Test func aFailedFinalSaveAsksAndKeepingTheAppOpenGoesBackToTheList() async {
    let store = Self.makeStore(Self.unsavedApp(), saves: ListSaves(failing: [ListSaves.diskFull]))
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isWriting = true
    }
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.isWriting = false
      $0.list.save.status = .failed(ListSaves.diskFull.description)
      $0.quitting = nil
      $0.quitConfirmation = QuitConfirmation.question(
        saveFailure: ListSaves.diskFull.description
      )
    }
    await store.send(.quitConfirmation(.buttonPressed(nil))) { $0.quitConfirmation = nil }
    #expect(!store.state.hasQuit)
    #expect(store.state.list.hasUnsavedChanges)
  }

  @Test func aFailedFinalSaveAsksAndQuittingAnywayQuits() async {
    let saves = ListSaves(failing: [ListSaves.diskFull])
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.quitKeyPressed)
    await store.receive(\.list.listSaved.failure)
    #expect(store.state.quitConfirmation != nil)
    store.exhaustivity = .on
    await store.send(.quitConfirmation(.buttonPressed(.quitWithoutSaving))) {
      $0.quitConfirmation = nil
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
    await store.send(.quitConfirmation(.buttonPressed(nil)))
    store.exhaustivity = .on
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isWriting = true
      $0.list.save.status = .saving
    }
    await store.receive(.list(.listSaved(.success(1)))) {
      $0.list.save.isWriting = false
      $0.list.save.savedRevision = 1
      $0.list.save.status = .saved
      $0.quitting = .finished
    }
    #expect(saves.all.count == 2)
  }

  @Test func ctrlCDoesNotAskWhenTheFinalSaveFails() async {
    let store = Self.makeStore(Self.unsavedApp(), saves: ListSaves(failing: [ListSaves.diskFull]))
    await store.send(.terminationRequested) {
      $0.quitting = .savingList(asksOnFailure: false)
      $0.list.save.isWriting = true
    }
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.isWriting = false
      $0.list.save.status = .failed(ListSaves.diskFull.description)
      $0.quitting = .finished
    }
  }

  @Test func ctrlCWhileSavingAfterQStopsTheQuestionFromBeingAsked() async {
    let saves = ListSaves(failing: [ListSaves.diskFull], holdsSaves: true)
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isWriting = true
    }
    await store.send(.terminationRequested) {
      $0.quitting = .savingList(asksOnFailure: false)
    }
    saves.releaseSave()
    await store.receive(\.list.listSaved.failure) {
      $0.list.save.isWriting = false
      $0.list.save.status = .failed(ListSaves.diskFull.description)
      $0.quitting = .finished
    }
  }

  @Test func ctrlCWhileTheQuestionIsShownQuits() async {
    var state = Self.unsavedApp()
    state.quitConfirmation = QuitConfirmation.question(
      saveFailure: ListSaves.diskFull.description
    )
    let store = Self.makeStore(state)
    await store.send(.terminationRequested) {
      $0.quitConfirmation = nil
      $0.quitting = .finished
    }
  }

  @Test func quittingTwiceSavesOnce() async {
    let saves = ListSaves(holdsSaves: true)
    let store = Self.makeStore(Self.unsavedApp(), saves: saves)
    await store.send(.quitKeyPressed) {
      $0.quitting = .savingList(asksOnFailure: true)
      $0.list.save.isWriting = true
    }
    await store.send(.quitKeyPressed)
    saves.releaseSave()
    await store.receive(\.list.listSaved.success) {
      $0.list.save.isWriting = false
      $0.list.save.savedRevision = 1
      $0.list.save.status = .saved
      $0.quitting = .finished
    }
    #expect(saves.all.count == 1)
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
