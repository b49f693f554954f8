import SwiftSyntax

/// A case of an `@ObservableState` enum, numbered in declaration order: its identity is its
/// payload's tagged with that number, and `_$willModify()` renews the payload's.
enum ObservedCase {
  case element(EnumCaseElementSyntax, tag: Int)
  /// Cases declared under `#if`, kept under the same conditions.
  case conditional([(keyword: TokenSyntax, condition: ExprSyntax?, cases: [ObservedCase])])

  /// The cases declared in `members`, numbered from `tag` on.
  static func cases(in members: MemberBlockItemListSyntax, tag: inout Int) -> [ObservedCase] {
    members.flatMap { member -> [ObservedCase] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { element in
          defer { tag += 1 }
          return .element(element, tag: tag)
        }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let members = clause.elements?.as(MemberBlockItemListSyntax.self) ?? []
          return (clause.poundKeyword, clause.condition, Self.cases(in: members, tag: &tag))
        }
        return [.conditional(clauses)]
      }
      return []
    }
  }

  /// The single payload's label, if the case has exactly one payload; `.some(nil)` unlabeled.
  private static func singlePayload(of element: EnumCaseElementSyntax) -> TokenSyntax?? {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first
    else { return nil }
    return .some(parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0 })
  }

  /// This case in the `switch` of `_$id`.
  var idCase: String {
    switch self {
    case .element(let element, let tag):
      let name = element.name.text
      if Self.singlePayload(of: element) != nil {
        return """
            case let .\(name)(state):
              return ._$id(for: state)._$tag(\(tag))
          """
      }
      return """
          case .\(name):
            return Architecture.ObservableStateID()._$tag(\(tag))
        """
    case .conditional(let clauses):
      return Self.conditional(clauses, \.idCase)
    }
  }

  /// This case in the `switch` of `_$willModify()`.
  var willModifyCase: String {
    switch self {
    case .element(let element, _):
      let name = element.name.text
      if let label = Self.singlePayload(of: element) {
        let argument = label.map { "\($0.text): state" } ?? "state"
        return """
            case var .\(name)(state):
              Architecture._$willModify(&state)
              self = .\(name)(\(argument))
          """
      }
      return """
          case .\(name):
            break
        """
    case .conditional(let clauses):
      return Self.conditional(clauses, \.willModifyCase)
    }
  }

  private static func conditional(
    _ clauses: [(keyword: TokenSyntax, condition: ExprSyntax?, cases: [ObservedCase])],
    _ text: KeyPath<ObservedCase, String>
  ) -> String {
    let body = clauses.map { clause in
      let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
      let cases = clause.cases.map { $0[keyPath: text] }.joined(separator: "\n")
      return "  \(clause.keyword.text)\(condition)\n\(cases)"
    }
    return body.joined(separator: "\n") + "\n  #endif"
  }
}
