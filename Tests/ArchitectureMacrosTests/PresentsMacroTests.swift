import ArchitectureMacrosCore
import MacroTesting
import Testing

@Suite(
  .macros(["Presents": PresentsMacro.self], indentationWidth: .spaces(2), record: .missing)
)
struct PresentsMacroTests {
  @Test func storesThePropertyInPresentationStateAndProjectsIt() {
    assertMacro {
      """
      struct State {
        @Presents package var destination: Destination.State?
      }
      """
    } expansion: {
      """
      struct State {
        package var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = PresentationState(wrappedValue: initialValue)
          }
          get {
            _destination.wrappedValue
          }
          set {
            _destination.wrappedValue = newValue
          }
          _modify {
            yield &_destination.wrappedValue
          }
        }

        package var $destination: PresentationState<Destination.State> {
          get {
            _destination
          }
          set {
            _destination = newValue
          }
          _modify {
            yield &_destination
          }
        }

        private var _destination = PresentationState<Destination.State>(wrappedValue: nil)
      }
      """
    }
  }

  @Test func aPropertyThatIsNotOptionalIsRefused() {
    assertMacro {
      """
      struct State {
        @Presents var alert: AlertState<Alert>
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var alert: AlertState<Alert>
        ┬────────
        ╰─ 🛑 '@Presents' needs an optional type written out, such as 'Child.State?'
      }
      """
    }
  }
}
