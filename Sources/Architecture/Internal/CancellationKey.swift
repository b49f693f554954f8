/// Where an effect's identifier applies: effects of `forEach` elements and `ifLet` children run
/// in a namespace of their own, so their cancel identifiers cannot clash with their siblings'.
typealias EffectNamespace = [EffectID]

/// A key under which the runtime files running effects so it can cancel them.
enum CancellationKey: Hashable {
  /// Effects made cancellable with `id`, declared in `namespace` or one of its descendants.
  case id(EffectID, in: EffectNamespace)
  /// Every effect started inside `namespace` or one of its descendants.
  case namespace(EffectNamespace)
}

/// What the runtime knows about an effect while it interprets it: its namespace, and the keys
/// its tasks are filed under.
struct EffectContext {
  var namespace: EffectNamespace = []
  var keys: [CancellationKey] = []

  /// Files the effect under `id` in the current namespace and every enclosing one, so a parent
  /// can cancel by an identifier its children use.
  func declaring(id: EffectID) -> Self {
    var context = self
    for depth in 0...self.namespace.count {
      context.keys.append(.id(id, in: Array(self.namespace.prefix(depth))))
    }
    return context
  }

  /// Enters a child namespace.
  func entering(_ child: EffectID) -> Self {
    var context = self
    context.namespace.append(child)
    context.keys.append(.namespace(context.namespace))
    return context
  }
}
