import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: stores the property in a
/// `PresentationState` (`_destination`), projects it as `$destination` for
/// `.ifLet(\.$destination, action: \.destination)`, and keeps the property's own type in the
/// memberwise initializer through an `init` accessor, as TCA's macro does.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = PresentedProperty(declaration, attribute: node, in: context) else {
      return []
    }
    let storage = property.storageName
    let initializer: AccessorDeclSyntax = """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = PresentationState(wrappedValue: initialValue)
      }
      """
    guard Self.isObserved(in: context) else {
      return [
        initializer,
        """
        get {
          \(storage).wrappedValue
        }
        """,
        """
        set {
          \(storage).wrappedValue = newValue
        }
        """,
        """
        _modify {
          yield &\(storage).wrappedValue
        }
        """,
      ]
    }
    let name = property.name
    return [
      initializer,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return \(storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(\
      self, keyPath: \\.\(raw: name), &\(storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
      Self.observedModify(property, yielding: "\(storage.text).wrappedValue"),
    ]
  }

  /// A `_modify` accessor that yields `target` and tells the property's observers when what is
  /// presented changed identity meanwhile.
  private static func observedModify(
    _ property: PresentedProperty, yielding target: String
  ) -> AccessorDeclSyntax {
    let storage = property.storageName
    return """
      _modify {
        let oldIdentity = _$presentedIdentity(\(storage))
        defer {
          _$observationRegistrar.didModify(\
      self, keyPath: \\.\(raw: property.name), from: oldIdentity, \
      to: _$presentedIdentity(\(storage)))
        }
        yield &\(raw: target)
      }
      """
  }

  /// Whether the property belongs to `@ObservableState` state, whose registrar it reports to.
  static func isObserved(in context: some MacroExpansionContext) -> Bool {
    guard let parent = context.lexicalContext.first?.as(StructDeclSyntax.self) else {
      return false
    }
    return parent.attributes.contains {
      guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
        return false
      }
      return name == "ObservableState" || name == "Architecture.ObservableState"
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // NB: the accessor expansion reports what is wrong with the property; report it once.
    guard let property = PresentedProperty(declaration, attribute: node, in: nil) else {
      return []
    }
    let access = property.access.map { "\($0.trimmedDescription) " } ?? ""
    let projection: DeclSyntax
    if Self.isObserved(in: context) {
      projection = """
        \(raw: access)var $\(raw: property.name): PresentationState<\(property.wrapped)> {
          get {
            _$observationRegistrar.access(self, keyPath: \\.\(raw: property.name))
            return \(property.storageName)
          }
          set {
            _$observationRegistrar.mutate(\
        self, keyPath: \\.\(raw: property.name), &\(property.storageName), newValue, \
        _$isIdentityEqual)
          }
          \(Self.observedModify(property, yielding: property.storageName.text))
        }
        """
    } else {
      projection = """
        \(raw: access)var $\(raw: property.name): PresentationState<\(property.wrapped)> {
          get {
            \(property.storageName)
          }
          set {
            \(property.storageName) = newValue
          }
          _modify {
            yield &\(property.storageName)
          }
        }
        """
    }
    // NB: marked ignored so that `@ObservableState` leaves the storage untracked.
    let ignored = Self.isObserved(in: context) ? "@ObservationStateIgnored " : ""
    return [
      projection,
      """
      \(raw: ignored)private var \(property.storageName) = \
      PresentationState<\(property.wrapped)>(wrappedValue: nil)
      """,
    ]
  }
}

/// What `@Presents` needs to know of the property it is attached to.
private struct PresentedProperty {
  let name: String
  let wrapped: TypeSyntax
  let access: DeclModifierSyntax?

  var storageName: TokenSyntax { .identifier("_\(self.name)") }

  /// Reads a `var name: Wrapped?`, or reports why it is not one when `context` is given.
  init?(
    _ declaration: some DeclSyntaxProtocol,
    attribute: AttributeSyntax,
    in context: (any MacroExpansionContext)?
  ) {
    func report(_ message: String, id: String) {
      context?.diagnose(
        Diagnostic(node: attribute, message: ArchitectureDiagnostic.error(message, id: id))
      )
    }
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else {
      report("'@Presents' applies to one stored 'var'", id: "presents-stored-var")
      return nil
    }
    guard let type = binding.typeAnnotation?.type, let wrapped = Self.wrapped(in: type) else {
      report(
        "'@Presents' needs an optional type written out, such as 'Child.State?'",
        id: "presents-optional-type"
      )
      return nil
    }
    self.name = name
    self.wrapped = wrapped
    self.access = variable.modifiers.first {
      ["public", "package", "internal", "fileprivate", "private"]
        .contains($0.name.trimmedDescription)
    }
  }

  /// `Child.State` from `Child.State?`, `Child.State!` or `Optional<Child.State>`.
  private static func wrapped(in type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return TypeSyntax(argument.argument.trimmed)
    }
    return nil
  }
}
