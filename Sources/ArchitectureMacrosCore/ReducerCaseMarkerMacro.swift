import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`, `@ReducerCaseIgnored`, `@ObservationStateIgnored`: markers that
/// other macros read; they expand to nothing themselves.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
