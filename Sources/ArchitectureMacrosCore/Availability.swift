import SwiftSyntax

extension DeclGroupSyntax {
  /// The `@available` attributes written on the declaration, each followed by a space, for an
  /// extension that a macro adds to it to be as available as the declaration.
  var availabilityAttributes: String {
    self.attributes
      .filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "available" }
      .map { "\($0.trimmedDescription) " }
      .joined()
  }
}
