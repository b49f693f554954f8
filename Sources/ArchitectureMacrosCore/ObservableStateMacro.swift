import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct or an enum observable state.
///
/// On a struct it adds the registrar (`_$observationRegistrar`), the identity (`_$id`,
/// `_$willModify()`), the comparisons that decide whether a write is heard
/// (`shouldNotifyObservers`), and `@ObservationStateTracked` on each stored property that is
/// not ignored, presented (`@Presents` tracks itself) or wrapped. On an enum it adds an identity
/// made of the case and its payload's identity. Both conform to `ObservableState` and
/// `Observable`.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(enumDecl.memberBlock.members)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      let kind = declaration.is(ClassDeclSyntax.self) ? "class" : "this"
      context.diagnose(
        Diagnostic(
          node: node,
          message: ArchitectureDiagnostic.error(
            "'@ObservableState' cannot be applied to \(kind) type; apply it to a struct or an enum",
            id: "observableStateKind"
          )
        )
      )
      return []
    }
    let declared = Set(
      declaration.memberBlock.members.flatMap { member -> [String] in
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          return variable.bindings.compactMap {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          }
        }
        return member.decl.as(FunctionDeclSyntax.self).map { [$0.name.text] } ?? []
      }
    )
    let member = context.makeUniqueName("Member")
    let members: [(name: String, decl: DeclSyntax)] = [
      (
        "_$observationRegistrar",
        """
        @ObservationStateIgnored var _$observationRegistrar = \
        Architecture.ObservationStateRegistrar()
        """
      ),
      (
        "_$id",
        """
        public var _$id: Architecture.ObservableStateID {
          _$observationRegistrar.id
        }
        """
      ),
      (
        "_$willModify",
        """
        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }
        """
      ),
      (
        "shouldNotifyObservers",
        """
        private nonisolated func shouldNotifyObservers<\(member)>(\
        _ lhs: \(member), _ rhs: \(member)) -> Bool {
          true
        }
        """
      ),
      (
        "shouldNotifyObservers",
        """
        private nonisolated func shouldNotifyObservers<\(member): Equatable>(\
        _ lhs: \(member), _ rhs: \(member)) -> Bool {
          lhs != rhs
        }
        """
      ),
      (
        "shouldNotifyObservers",
        """
        private nonisolated func shouldNotifyObservers<\(member): AnyObject>(\
        _ lhs: \(member), _ rhs: \(member)) -> Bool {
          lhs !== rhs
        }
        """
      ),
      (
        "shouldNotifyObservers",
        """
        private nonisolated func shouldNotifyObservers<\(member): Equatable & AnyObject>(\
        _ lhs: \(member), _ rhs: \(member)) -> Bool {
          lhs != rhs
        }
        """
      ),
    ]
    return members.filter { !declared.contains($0.name) }.map(\.decl)
  }

  /// `_$id` and `_$willModify()` of an enum, case by case.
  private static func enumMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var tag = 0
    let cases = ObservedCase.cases(in: members, tag: &tag)
    let idCases = cases.map(\.idCase).joined(separator: "\n")
    let willModifyCases = cases.map(\.willModifyCase).joined(separator: "\n")
    return [
      DeclSyntax(
        stringLiteral: """
          public var _$id: Architecture.ObservableStateID {
            switch self {
          \(idCases)
            }
          }
          """
      ),
      DeclSyntax(
        stringLiteral: """
          public mutating func _$willModify() {
            switch self {
          \(willModifyCases)
            }
          }
          """
      ),
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = ObservedProperty(member),
      !property.isUntracked
    else { return [] }
    return [
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "ObservationStateTracked"))
    ]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // NB: the compiler passes only the conformances the type lacks, none when it has them all.
    guard !protocols.isEmpty,
      declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    else { return [] }
    let availability = declaration.availabilityAttributes
    let decl: DeclSyntax = """
      \(raw: availability)extension \(type.trimmed): \
      Architecture.ObservableState, Observation.Observable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
