import Architecture
import Testing

@MainActor
struct ReducerBuilderTests {
  struct Append: Reducer {
    let entry: String

    func reduce(into state: inout [String], action: Void) -> Effect<Void> {
      state.append(self.entry)
      return .none
    }
  }

  struct Feature: Reducer {
    var isVerbose = false
    var useFirst = true
    var extras: [String] = []

    var body: some Reducer<[String], Void> {
      Append(entry: "start")
      if self.isVerbose {
        Append(entry: "verbose")
      }
      if self.useFirst {
        Append(entry: "first")
      } else {
        Append(entry: "second")
      }
      for extra in self.extras {
        Append(entry: extra)
      }
      CombineReducers {
        Append(entry: "combined")
        EmptyReducer()
      }
      Reduce { state, _ in
        state.append("end")
        return .none
      }
    }
  }

  func run(_ reducer: some Reducer<[String], Void>) -> [String] {
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: ())
    return state
  }

  @Test func blocksRunTheirReducersInOrder() {
    #expect(self.run(Feature()) == ["start", "first", "combined", "end"])
  }

  @Test func conditionalsAndLoopsChooseTheReducersToRun() {
    #expect(
      self.run(Feature(isVerbose: true, useFirst: false, extras: ["x", "y"]))
        == ["start", "verbose", "second", "x", "y", "combined", "end"]
    )
  }

  @Test func anExistentialReducerCanTakePartInABuilder() {
    let logging: any Reducer<[String], Void> = Append(entry: "logged")
    let reducer = CombineReducers {
      logging
      Append(entry: "after")
    }
    #expect(self.run(reducer) == ["logged", "after"])
  }

  @Test func effectsOfCombinedReducersAreMerged() async {
    struct Sending: Reducer {
      func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        state += 1
        return action ? .send(false) : .none
      }
    }
    let store = TestStore(initialState: 0) {
      CombineReducers {
        Sending()
        Sending()
      }
    }
    await store.send(true) { $0 = 2 }
    await store.receive(false) { $0 = 4 }
    await store.receive(false) { $0 = 6 }
  }
}
