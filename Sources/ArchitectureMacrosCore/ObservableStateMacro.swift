import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: accepted so TCA state compiles unchanged, and expands to nothing.
///
/// Stores here are observed with `Store.subscribe`, not with the Observation framework, so state
/// needs no tracking. `@Presents` and property wrappers keep working under it.
public enum ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseEphemeral`, `@ReducerCaseIgnored`, `@ObservationStateIgnored`: markers that TCA
/// code may write explicitly; they expand to nothing.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
