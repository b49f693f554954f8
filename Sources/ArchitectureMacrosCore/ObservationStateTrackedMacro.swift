import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`, which `@ObservableState` puts on each stored property: moves the
/// value into a private `_name` and makes `name` report reads and writes to the state's
/// registrar, so an observer of `name` hears a write that changes it and nothing else.
public enum ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = ObservedProperty(declaration) else { return [] }
    let name = property.name
    let storage = TokenSyntax.identifier("_\(name.text)")
    return [
      """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(\
      self, keyPath: \\.\(name), &\(storage), newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &\(storage))
        defer {
          _$observationRegistrar.didModify(\
      self, keyPath: \\.\(name), &\(storage), oldValue, _$isIdentityEqual)
        }
        yield &\(storage)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = ObservedProperty(declaration) else { return [] }
    return [property.storage]
  }
}
