/// A short description of an action or state case for messages, such as
/// `App.Action.items(.element(id: 1, action: .checkKeyPressed))`.
@usableFromInline
func debugCaseOutput(_ value: Any) -> String {
  var output = ""
  customDump(value, to: &output, maxDepth: 2)
  return output.replacingOccurrences(of: "\n", with: "\n    ")
}
