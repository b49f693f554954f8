/// The reasons TCA's messages give for an action that reached `forEach` for an element its state
/// no longer holds, worded as TCA's, which ported tests match; `swiftUIAdvice` ends the last one
/// (`use "ForEachStore"`).
@usableFromInline
func missingElementReasons(swiftUIAdvice: String) -> String {
  """
  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer removed an element with this ID before this reducer ran. This reducer must \
  run before any other reducer removes an element, which ensures that element reducers can \
  handle their actions while their state is still available.

  An in-flight effect emitted this action when state contained no element at this ID. While it \
  may be perfectly reasonable to ignore this action, consider canceling the associated effect \
  before an element is removed, especially if it is a long-living effect.

  This action was sent to the store while its state contained no element at this ID. To fix \
  this make sure that actions for this reducer can only be sent from a store when its state \
  contains an element at this id. In SwiftUI applications, \(swiftUIAdvice).
  """
}

/// The last two reasons TCA's messages give for a child action that reached `Scope` or
/// `ifCaseLet` while the state was in another case.
@usableFromInline
let otherCaseReasons = """
  An in-flight effect emitted this action when child state was unavailable. While it may be \
  perfectly reasonable to ignore this action, consider canceling the associated effect before \
  child state changes to another case, especially if it is a long-living effect.

  This action was sent to the store while state was another case. Make sure that actions for \
  this reducer can only be sent from a store when state is set to the appropriate case. In \
  SwiftUI applications, use "SwitchStore".
  """
