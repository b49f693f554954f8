import ArchitectureMacrosCore
import MacroTesting
import Testing

@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ReducerCaseIgnored": ReducerCaseMarkerMacro.self,
    ],
    indentationWidth: .spaces(2), record: .missing
  )
)
struct ObservableStateMacroTests {
  @Test func expandsToNothing() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
      }
      """
    } expansion: {
      """
      struct State {
        var count = 0
      }
      """
    }
  }

  @Test func markersExpandToNothing() {
    assertMacro {
      """
      enum Destination {
        @ReducerCaseIgnored
        case placeholder
      }
      """
    } expansion: {
      """
      enum Destination {
        case placeholder
      }
      """
    }
  }
}
