import Architecture  // was: import ComposableArchitecture

/// The "Porting a TCA feature" article's feature, written as for TCA 1.x: a pantry whose items
/// are removed after an alert confirms it.
@Reducer
struct Pantry {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<PantryItem> = []
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case removeKeyPressed(id: PantryItem.ID)
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case removalConfirmed(id: PantryItem.ID) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .removeKeyPressed(let id):
        guard let item = state.items[id: id] else { return .none }
        state.alert = AlertState {
          TextState("Remove \(item.name)?")
        } actions: {
          ButtonState(role: .destructive, action: .removalConfirmed(id: id)) {
            TextState("Remove")
          }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case .alert(.presented(.removalConfirmed(let id))):
        state.items.remove(id: id)
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// An item in the pantry.
struct PantryItem: Equatable, Identifiable {
  let id: Int
  var name: String
}
