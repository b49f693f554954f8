import SwiftSyntax

/// A stored property of `@ObservableState` state that `@ObservationStateTracked` makes tracked:
/// one `var` of an instance, named by an identifier, without accessors of its own, and kept
/// out of tracking by none of its attributes.
struct ObservedProperty {
  /// Attributes whose property is observed another way, or not at all: `@Presents` tracks its
  /// own accessors, property wrappers keep their storage.
  static let untrackedAttributes: Set<String> = [
    "ObservationStateIgnored", "ObservationStateTracked", "Presents", "PresentationState",
    "BindingState", "Shared", "SharedReader", "Fetch", "FetchAll", "FetchOne",
  ]

  let variable: VariableDeclSyntax
  let name: TokenSyntax

  /// Reads `declaration` as a property to track, or `nil` when it is none.
  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      !variable.modifiers.contains(where: {
        [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
      })
    else { return nil }
    self.variable = variable
    self.name = name.trimmed
  }

  /// Whether an attribute keeps it out of tracking.
  var isUntracked: Bool {
    self.variable.attributes.contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      else { return false }
      let unqualified = name.split(separator: ".").last.map(String.init) ?? name
      let base = unqualified.split(separator: "<").first.map(String.init) ?? unqualified
      return Self.untrackedAttributes.contains(base)
    }
  }

  /// The private stored property behind the tracked one: `_name`, with the same type, initial
  /// value, attributes and modifiers but access, ignored by observation.
  var storage: DeclSyntax {
    let attributes = self.variable.attributes
      .filter {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "ObservationStateTracked"
      }
      .map { "\($0.trimmedDescription) " }
      .joined()
    let accessModifiers: Set<TokenKind> = [
      .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
      .keyword(.private), .keyword(.open),
    ]
    let modifiers = self.variable.modifiers
      .filter { !accessModifiers.contains($0.name.tokenKind) }
      .map { "\($0.trimmedDescription) " }
      .joined()
    var binding = self.variable.bindings.first?.trimmed
    if let pattern = binding?.pattern.as(IdentifierPatternSyntax.self) {
      binding?.pattern = PatternSyntax(
        pattern.with(\.identifier, .identifier("_\(self.name.text)"))
      )
    }
    let text = binding?.trimmedDescription ?? "_\(self.name.text)"
    return "\(raw: attributes)@ObservationStateIgnored private \(raw: modifiers)var \(raw: text)"
  }
}
