import Architecture
import ConcurrencyExtras
import Testing

@MainActor
struct PresentationStateTests {
  /// State that counts how often it is compared, to show when it is compared at all.
  struct CostlyToCompare: Equatable {
    var text = "long"
    let comparisons: LockIsolated<Int>

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.comparisons.withValue { $0 += 1 }
      return lhs.text == rhs.text
    }
  }

  @Test func copiesOfOnePresentationAreEqualWithoutComparingTheirState() {
    let comparisons = LockIsolated(0)
    let presented = PresentationState(wrappedValue: CostlyToCompare(comparisons: comparisons))
    let copy = presented
    #expect(presented == copy)
    #expect(comparisons.value == 0)
  }

  @Test func separatelyBuiltPresentationsCompareTheirState() {
    let comparisons = LockIsolated(0)
    #expect(
      PresentationState(wrappedValue: CostlyToCompare(comparisons: comparisons))
        == PresentationState(wrappedValue: CostlyToCompare(comparisons: comparisons))
    )
    #expect(comparisons.value == 1)
  }

  @Test func writingToACopyLeavesTheOriginalAlone() {
    var presented = PresentationState(wrappedValue: 1)
    let original = presented
    presented.wrappedValue = 2
    #expect(original.wrappedValue == 1)
    #expect(presented.wrappedValue == 2)
  }

  struct Holder: Equatable {
    @Presents var child: Int?
    var note = ""
  }

  @Test func theMemberwiseInitializerTakesTheOptional() {
    let child: Int? = 3
    #expect(Holder(child: child).child == 3)
    #expect(Holder(child: child).$child == PresentationState(wrappedValue: 3))
    #expect(Holder().child == nil)
    #expect(Holder(child: nil, note: "x") == Holder(note: "x"))
  }

  /// A feature that presents itself, as TCA allows: `@Presents var child: State?` inside `State`.
  @Reducer
  struct Folder {
    struct State: Equatable {
      var name: String
      @Presents var child: State?
    }

    enum Action: Equatable {
      case child(PresentationAction<Action>)
      case openKeyPressed(String)
      case closeKeyPressed
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          return .none
        case .openKeyPressed(let name):
          state.child = State(name: name)
          return .none
        case .closeKeyPressed:
          return .run { _ in await dismiss() }
        }
      }
      .ifLet(\.$child, action: \.child) { Folder() }
    }
  }

  @Test func aFeatureCanPresentItselfAndBeDismissedFromTwoLevelsDown() async {
    let store = TestStore(initialState: Folder.State(name: "home")) { Folder() }
    await store.send(.openKeyPressed("docs")) { $0.child = Folder.State(name: "docs") }
    await store.send(.child(.presented(.openKeyPressed("notes")))) {
      $0.child?.child = Folder.State(name: "notes")
    }
    await store.send(.child(.presented(.child(.presented(.closeKeyPressed)))))
    await store.receive(\.child.presented.child.dismiss) { $0.child?.child = nil }
  }
}

extension PresentationStateTests {
  /// TCA's older spelling, as a property wrapper.
  struct WrapperHolder: Equatable {
    @PresentationState var child: Int?
  }

  @Test func theWrapperSpellingAlsoTakesTheOptionalInTheMemberwiseInitializer() {
    let child: Int? = 4
    #expect(WrapperHolder(child: child).$child == PresentationState(wrappedValue: 4))
    #expect(WrapperHolder(child: nil).child == nil)
  }
}
