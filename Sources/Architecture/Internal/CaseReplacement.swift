/// Writes `newValue` into the case of `root` that `casePath` extracts, as
/// `state.path[id:case:]` and `state.$destination[case:]` do: `nil` removes the value. A value in
/// another case, or no value at all, is left alone and the write is reported, as in TCA, since it
/// would otherwise be lost without a trace.
@usableFromInline
func replaceCase<Root, Case>(
  of root: inout Root?,
  _ casePath: AnyCasePath<Root, Case>,
  with newValue: Case?,
  location: CallSite
) {
  guard let current = root, casePath.extract(from: current) != nil else {
    let name = root.map { " \"\(caseName(of: $0))\"" } ?? ""
    reportIssue(
      """
      A write through a case subscript changed nothing: the value is in another case, or there \
      is none. Check the case before writing, or assign the whole value instead.

      Can't modify unrelated case\(name)
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
    return
  }
  root = newValue.map(casePath.embed)
}

/// The name of an enum value's case, such as `detail` for `.detail(…)`.
func caseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if let label = mirror.children.first?.label { return label }
  return "\(value)"
}
