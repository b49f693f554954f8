/// An action as its case path and the labels of its associated values, without their values:
/// `App.Action.list(.renamed(id:, name:))`. What ``_ReducerPrinter/actionLabels`` prints, short
/// enough for one line per action.
///
/// A value that describes itself for debugging (`CustomDebugStringConvertible`) is shown that
/// way instead.
///
/// ```swift
/// _actionLabels(Counter.Action.incrementButtonTapped)  // "Counter.Action.incrementButtonTapped"
/// _actionLabels(App.Action.list(.nameChanged("milk")))  // "App.Action.list(.nameChanged)"
/// ```
public func _actionLabels(_ action: Any) -> String {
  if let described = action as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return typeName(type(of: action)) + caseLabels(of: action)
}

/// The name of `type` as written in its module: `Counter.Action`, `Optional<Counter.State>`;
/// module names are left out, as CustomDump leaves them out of its dumps, and so is the
/// `(unknown context at $…)` of a type declared in a function.
func typeName(_ type: Any.Type) -> String {
  var name = ""
  var qualified = ""
  func flush() {
    let components = qualified.split(separator: ".", omittingEmptySubsequences: false)
    name += components.count > 1 ? components.dropFirst().joined(separator: ".") : qualified
    qualified = ""
  }
  let reflected = String(reflecting: type)
    .replacing(#/\(unknown context at \$[[:xdigit:]]+\)\./#, with: "")
  for character in reflected {
    if character == "<" || character == ">" || character == "," || character == " " {
      flush()
      name.append(character)
    } else {
      qualified.append(character)
    }
  }
  flush()
  return name
}

/// The `.case(…)` part of `value`, or nothing for a value that is not an enum or a tuple.
private func caseLabels(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // NB: a case without associated values reflects as no children; its name is the value.
      return ".\(value)"
    }
    let inner = caseLabels(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, element in
      let name = label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? "_:"
      let inner = caseLabels(of: element)
      return inner.isEmpty ? name : "\(name) \(inner)"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}
