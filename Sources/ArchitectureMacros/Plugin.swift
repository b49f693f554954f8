import ArchitectureMacrosCore
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

@main
struct ArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    ReducerCaseMarkerMacro.self,
    ReducerMacro.self,
  ]
}

// NB: the compiler finds a macro by the name of the plug-in's module and the type's, so each
// type forwards to its implementation in `ArchitectureMacrosCore`, which the tests link.

/// `@Reducer`; see `ArchitectureMacrosCore.ReducerMacro`.
public enum ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ArchitectureMacrosCore.ReducerMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ArchitectureMacrosCore.ReducerMacro.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ArchitectureMacrosCore.ReducerMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
    )
  }
}

/// `@ObservableState`; see `ArchitectureMacrosCore.ObservableStateMacro`.
public enum ObservableStateMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ArchitectureMacrosCore.ObservableStateMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ArchitectureMacrosCore.ObservableStateMacro.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ArchitectureMacrosCore.ObservableStateMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
    )
  }
}

/// `@ObservationStateTracked`; see `ArchitectureMacrosCore.ObservationStateTrackedMacro`.
public enum ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ArchitectureMacrosCore.ObservationStateTrackedMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ArchitectureMacrosCore.ObservationStateTrackedMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}

/// `@Presents`; see `ArchitectureMacrosCore.PresentsMacro`.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ArchitectureMacrosCore.PresentsMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ArchitectureMacrosCore.PresentsMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}

/// `@ReducerCaseEphemeral`, `@ReducerCaseIgnored`, `@ObservationStateIgnored`.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ArchitectureMacrosCore.ReducerCaseMarkerMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}
