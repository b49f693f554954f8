/// A one-line description of an action or state case for messages: the case path with the labels
/// of its associated values but not their values, as TCA's messages print it, such as
/// `App.Action.items(.element(id:, action: .checkKeyPressed))`.
///
/// Unlabeled associated values read `_:`, and a single associated value that is not a case is
/// left out (`Child.Action.name`). A value with its own `debugDescription` is described by it.
/// Abbreviated, the type name is left out (`.items(.element(id:, action: .checkKeyPressed))`).
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : typeName(type(of: value))) + casePath(of: value)
}

/// The part of `debugCaseOutput` after the type name: `.case(label:, other: .inner)`, or nothing
/// for a value that is not a case.
private func casePath(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      let description = "\(value)"
      return description == typeName(type(of: value)) ? "" : ".\(description)"
    }
    let inner = casePath(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, element in
      let inner = casePath(of: element)
      return argumentLabel(label) + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// `label:`, or `_:` for a tuple element without a label (Mirror names it `.0`, `.1`, …).
private func argumentLabel(_ label: String?) -> String {
  guard let label else { return "" }
  return label.allSatisfy { $0 == "." || $0.isNumber } ? "_:" : "\(label):"
}
