/// The name of `type` as messages write it, as TCA's do: module names, generic arguments and the
/// functions a type is declared in left out (`Counter.Action`; `PresentationAction<Child.Action>`
/// reads `PresentationAction`).
@usableFromInline
func typeName(_ type: Any.Type) -> String {
  var name = ""
  var qualified = ""
  var genericDepth = 0
  func flush() {
    let components = qualified.split(separator: ".", omittingEmptySubsequences: false)
    // NB: after generic arguments, `.Action` names a member, not a module.
    let dropsModule = components.count > 1 && !qualified.hasPrefix(".")
    name += dropsModule ? components.dropFirst().joined(separator: ".") : qualified
    qualified = ""
  }
  for character in withoutUnknownContexts(String(reflecting: type)) {
    if character == "<" || character == ">" {
      if genericDepth == 0 { flush() }
      genericDepth += character == "<" ? 1 : -1
    } else if genericDepth == 0 {
      qualified.append(character)
    }
  }
  flush()
  return name
}

/// The name of `type` with its generic arguments, as TCA's store names write it: module names
/// left out, optionals, arrays and dictionaries in their short forms (`IdentifiedArray<Int,
/// Row.State>`, `Feature.State?`).
func typeNameWithGenerics(_ type: Any.Type) -> String {
  var name = withoutUnknownContexts(String(reflecting: type))
  // NB: innermost first, so a few rounds reach the outer ones.
  for _ in 0..<10 {
    let abbreviated =
      name
      .replacing(/\bSwift\.Optional<([^<>]+)>/) { "\($0.1)?" }
      .replacing(/\bSwift\.Array<([^<>]+)>/) { "[\($0.1)]" }
      .replacing(/\bSwift\.Dictionary<([^,<]+), ([^<>]+)>/) { "[\($0.1): \($0.2)]" }
    if abbreviated == name { break }
    name = abbreviated
  }
  return name.replacing(/\w+\.([\w.]+)/) { String($0.1) }
}

/// `reflected` without the `(unknown context at $…).` that stands for a function a type is
/// declared in.
private func withoutUnknownContexts(_ reflected: String) -> String {
  var name = Substring(reflected)
  var result = ""
  while let start = name.firstRange(of: "(unknown context at $") {
    result += name[..<start.lowerBound]
    guard let end = name[start.upperBound...].firstRange(of: ").") else { return result }
    name = name[end.upperBound...]
  }
  return result + name
}
