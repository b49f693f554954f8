import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, the `Reducer` conformance, case paths on its `Action` (and on an
/// enum `State`) and the result builder on its `body`; on an enum of child features, the `State`
/// and `Action` enums and a `body` that scopes to each case.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    else { return [] }
    let inherited = declaration.inheritanceClause?.inheritedTypes
      .map(\.type.trimmedDescription) ?? []
    guard !inherited.contains(where: { ["Reducer", "Architecture.Reducer"].contains($0) })
    else { return [] }
    let conformances =
      declaration.is(EnumDeclSyntax.self)
      ? "Architecture.CaseReducer, Architecture.Reducer"
      : "Architecture.Reducer"
    let availability = declaration.availabilityAttributes
    let decl: DeclSyntax = "\(raw: availability)extension \(type.trimmed): \(raw: conformances) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      var names: [String]
      switch enumDecl.name.text {
      case "State": names = ["CasePathable", "dynamicMemberLookup"]
      case "Action": names = ["CasePathable"]
      default: return []
      }
      let inherited = enumDecl.inheritanceClause?.inheritedTypes
        .map(\.type.trimmedDescription) ?? []
      if inherited.contains(where: { ["CasePathable", "CasePaths.CasePathable"].contains($0) }) {
        names.removeAll { $0 == "CasePathable" }
      }
      let written = enumDecl.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
      names.removeAll { name in
        written.contains { $0 == name || $0.hasSuffix(".\(name)") }
      }
      return names.map {
        AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0)))
      }
    }
    guard
      let property = member.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      binding.accessorBlock != nil,
      let arguments = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?
        .constraint.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
    else { return [] }
    let hasBuilder = property.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        .contains("ReducerBuilder") == true
    }
    guard !hasBuilder else { return [] }
    let generics =
      arguments.count == 1
      ? "\(arguments.trimmedDescription).State, \(arguments.trimmedDescription).Action"
      : arguments.trimmedDescription
    return [
      AttributeSyntax(
        attributeName: IdentifierTypeSyntax(
          name: .identifier("Architecture.ReducerBuilder<\(generics)>")
        )
      )
    ]
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let members = Members(declaration.memberBlock, in: context)
    let access = declaration.modifiers
      .first { [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind) }
      .map { "\($0.name.text) " } ?? ""
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(of: enumDecl, node: node, members: members, access: access)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: ArchitectureDiagnostic.error(
            "'@Reducer' can only be applied to a struct or an enum", id: "notStructOrEnum"
          )
        )
      )
      return []
    }
    if let arguments = node.arguments {
      context.diagnose(
        Diagnostic(
          node: arguments,
          message: ArchitectureDiagnostic.error(
            "Argument passed to call that takes no arguments when applied to a struct",
            id: "structArguments"
          ),
          fixIt: .replace(
            message: ArchitectureDiagnostic.fixIt(
              "Remove '(\(arguments.trimmedDescription))'", id: "removeArguments"
            ),
            oldNode: node,
            newNode: node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
          )
        )
      )
    }
    var decls: [DeclSyntax] = []
    if !members.hasState && !members.hasExplicitBody {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !members.hasAction && !members.hasExplicitBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !members.hasBody {
      decls.append("\(raw: access)let body = Architecture.EmptyReducer<State, Action>()")
    }
    return decls
  }

  static func enumMembers(
    of enumDecl: EnumDeclSyntax,
    node: AttributeSyntax,
    members: Members,
    access: String
  ) -> [DeclSyntax] {
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap { decl in decl.elements.map { ReducerCase($0, attributes: decl.attributes) } }
    var decls: [DeclSyntax] = []
    if !members.hasState {
      let conformances = ["Architecture.CaseReducerState"] + self.conformances(node, "state")
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: conformances.joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: cases.map(\.stateCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !members.hasAction {
      let conformances = self.conformances(node, "action")
      let clause = conformances.isEmpty ? "" : ": \(conformances.joined(separator: ", "))"
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: clause) {
        \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !members.hasBody {
      let scopes = cases.compactMap(\.scope)
      if scopes.isEmpty {
        decls.append(
          "\(raw: access)typealias Body = Architecture.EmptyReducer<Self.State, Self.Action>"
        )
        decls.append(
          """
          \(raw: access)static var body: Architecture.EmptyReducer<Self.State, Self.Action> {
          Architecture.EmptyReducer<Self.State, Self.Action>()
          }
          """
        )
      } else {
        decls.append("\(raw: access)typealias Body = Architecture.Reduce<Self.State, Self.Action>")
        decls.append(
          """
          \(raw: access)static var body: Architecture.Reduce<Self.State, Self.Action> {
          Architecture.Reduce(
          Architecture.CombineReducers<Self.State, Self.Action, _> {
          \(raw: scopes.joined(separator: "\n"))
          }
          )
          }
          """
        )
      }
    }
    // NB: `CaseScope`'s case paths are written out: `@CasePathable` expanded inside this
    // expansion crashes Swift 6.3's type checker in some files that declare other reducers.
    if !members.hasCaseScope {
      decls.append(
        """
        @dynamicMemberLookup
        \(raw: access)enum CaseScope: CasePaths.CasePathable {
        \(raw: cases.map(\.caseScopeCase).joined(separator: "\n"))
        \(raw: access)struct AllCasePaths {
        \(raw: cases.compactMap { $0.caseScopePath(access: access) }.joined(separator: "\n"))
        }
        \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        """
      )
    }
    if !members.hasScope {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(\
        _ store: Architecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: cases.map(\.caseScopeReturn).joined(separator: "\n"))
        }
        }
        """
      )
    }
    return decls
  }

  /// The conformances named by `@Reducer(state: .equatable, action: .hashable)` for one enum.
  static func conformances(_ node: AttributeSyntax, _ label: String) -> [String] {
    guard case let .argumentList(arguments) = node.arguments else { return [] }
    var current: String?
    var names: [String] = []
    for argument in arguments {
      if let text = argument.label?.text { current = text }
      guard current == label,
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      names.append(name.prefix(1).uppercased() + name.dropFirst())
    }
    return names
  }
}

/// What a reducer declares itself, so the macro synthesizes only the rest.
struct Members {
  var hasState = false
  var hasAction = false
  var hasBody = false
  var hasExplicitBody = false
  var hasCaseScope = false
  var hasScope = false

  init(_ memberBlock: MemberBlockSyntax, in context: some MacroExpansionContext) {
    var hasReduce = false
    for member in memberBlock.members {
      let decl = member.decl
      let typeName =
        decl.as(StructDeclSyntax.self)?.name.text
        ?? decl.as(EnumDeclSyntax.self)?.name.text
        ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
      if typeName == "State" { self.hasState = true }
      if typeName == "Action" { self.hasAction = true }
      if typeName == "CaseScope" { self.hasCaseScope = true }
      if decl.as(FunctionDeclSyntax.self)?.name.text == "scope" { self.hasScope = true }
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
          self.hasBody = true
          // NB: a body whose type names its state and action (`let body = EmptyReducer<…>()`,
          // `var body: some ReducerOf<Self>`) says the feature's domain comes from elsewhere.
          let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
            .as(IdentifierTypeSyntax.self)?.name.text
          if binding.initializer != nil
            || ["Reducer", "ReducerOf"].contains(constraint ?? "")
          {
            self.hasExplicitBody = true
          }
        }
      }
      if let function = decl.as(FunctionDeclSyntax.self), Self.isReduce(function) {
        hasReduce = true
        Self.diagnoseReduce(function, in: context)
      }
    }
    if hasReduce {
      self.hasBody = true
      self.hasExplicitBody = true
    }
  }

  static func isReduce(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    guard
      function.name.text == "reduce",
      parameters.count == 2,
      let state = parameters.first,
      state.firstName.text == "into",
      state.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }) == true,
      parameters.last?.firstName.text == "action",
      function.signature.effectSpecifiers == nil
    else { return false }
    return true
  }

  /// TCA 1.25 warns that `reduce(into:action:)` in a `@Reducer` is deprecated, and offers `body`.
  static func diagnoseReduce(
    _ function: FunctionDeclSyntax, in context: some MacroExpansionContext
  ) {
    let statements = function.body?.statements.map(\.trimmedDescription) ?? []
    let body: DeclSyntax = """
      var body: some Reducer<State, Action> {
      Reduce { state, action in
      \(raw: statements.joined(separator: "\n"))
      }
      }
      """
    context.diagnose(
      Diagnostic(
        node: function.name,
        message: ArchitectureDiagnostic.warning(
          """
          'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' \
          property and a 'Reduce'.
          """,
          id: "reduceDeprecated"
        ),
        fixIt: .replace(
          message: ArchitectureDiagnostic.fixIt("Use 'body' instead", id: "useBody"),
          oldNode: function,
          newNode: body.with(\.leadingTrivia, function.leadingTrivia)
        )
      )
    )
  }
}

/// One case of a `@Reducer` enum: a child feature, a dialog, or plain data.
struct ReducerCase {
  enum Kind {
    /// A child feature, built with the case's default value (`case detail(Detail = Detail(…))`)
    /// or with `Type()`.
    case feature(type: String, reducer: String)
    case dialog(action: String)
    case plain
  }

  let element: EnumCaseElementSyntax
  let kind: Kind

  init(_ element: EnumCaseElementSyntax, attributes: AttributeListSyntax = []) {
    self.element = element
    let written = attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    guard !written.contains("ReducerCaseIgnored") else {
      self.kind = .plain
      return
    }
    guard
      let parameters = element.parameterClause?.parameters,
      parameters.count == 1,
      let type = parameters.first?.type,
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
    else {
      self.kind = .plain
      return
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text)
        || written.contains("ReducerCaseEphemeral"),
      let generics = identifier.genericArgumentClause?.arguments,
      generics.count == 1,
      let action = generics.first?.argument.trimmedDescription
    {
      self.kind = .dialog(action: action)
    } else {
      let reducer = parameters.first?.defaultValue?.value.trimmedDescription
      self.kind = .feature(
        type: type.trimmedDescription, reducer: reducer ?? "\(type.trimmedDescription)()"
      )
    }
  }

  var name: String { self.element.name.text }

  var stateCase: String {
    switch self.kind {
    case let .feature(type, _): return "case \(self.name)(\(type).State)"
    case .dialog, .plain: return "case \(self.element.trimmedDescription)"
    }
  }

  var actionCase: String {
    switch self.kind {
    case let .feature(type, _): return "case \(self.name)(\(type).Action)"
    case let .dialog(action): return "case \(self.name)(\(action))"
    case .plain: return "case \(self.name)(Swift.Never)"
    }
  }

  /// The case of `CaseScope`: a store of the feature, or the case's own values.
  var caseScopeCase: String {
    switch self.kind {
    case let .feature(type, _): return "case \(self.name)(Architecture.StoreOf<\(type)>)"
    case .dialog, .plain: return "case \(self.element.trimmedDescription)"
    }
  }

  /// The case path of `CaseScope`'s case, or `nil` for a case of several values.
  func caseScopePath(access: String) -> String? {
    let parameters = self.element.parameterClause?.parameters
    let value: String
    switch self.kind {
    case let .feature(type, _): value = "Architecture.StoreOf<\(type)>"
    case .dialog, .plain:
      guard let parameters else {
        return """
          \(access)var \(self.name): CasePaths.AnyCasePath<CaseScope, Void> {
          CasePaths.AnyCasePath(
          embed: { CaseScope.\(self.name) },
          extract: { guard case .\(self.name) = $0 else { return nil }; return () }
          )
          }
          """
      }
      guard parameters.count == 1, let parameter = parameters.first else { return nil }
      value = parameter.type.trimmedDescription
    }
    return """
      \(access)var \(self.name): CasePaths.AnyCasePath<CaseScope, \(value)> {
      CasePaths.AnyCasePath(
      embed: CaseScope.\(self.name),
      extract: { guard case let .\(self.name)(v0) = $0 else { return nil }; return v0 }
      )
      }
      """
  }

  /// The case of `scope(_:)`'s switch over the state that gives this case's `CaseScope`.
  var caseScopeReturn: String {
    guard let parameters = self.element.parameterClause?.parameters else {
      return "case .\(self.name):\nreturn .\(self.name)"
    }
    if case .feature = self.kind {
      return """
        case let .\(self.name)(state):
        return .\(self.name)(\
        store._scopeCase(state, state: \\.\(self.name), action: \\.\(self.name)))
        """
    }
    let names = (0..<parameters.count).map { "v\($0)" }
    let arguments = zip(parameters, names).map { parameter, name in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else { return name }
      return "\(label.text): \(name)"
    }
    return """
      case let .\(self.name)(\(names.joined(separator: ", "))):
      return .\(self.name)(\(arguments.joined(separator: ", ")))
      """
  }

  var scope: String? {
    guard case let .feature(_, reducer) = self.kind else { return nil }
    return """
      Architecture.Scope(
      state: \\Self.State.Cases.\(self.name),
      action: \\Self.Action.Cases.\(self.name)
      ) {
      \(reducer)
      }
      """
  }
}
