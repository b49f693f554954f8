/// A reducer with its ``Reducer/body`` built once, when it is created, rather than on every
/// action.
///
/// Building a body instantiates the key paths and case paths of its scopes, which cost more
/// than reducing a small action. A body depends only on the reducer's properties, so the stores
/// and every reducer that holds another one (``Scope``, `ifLet`, `forEach`, the builder's
/// sequences, the dependency modifiers) hold it in this form: the whole tree is built when the
/// store is created.
@usableFromInline
struct BuiltReducer<Base: Reducer>: Reducer {
  /// The reducer, run as it is when it implements ``Reducer/reduce(into:action:)``.
  @usableFromInline let base: Base
  /// Runs the reducer's built body, when it has one.
  @usableFromInline let reduceBody: ((inout Base.State, Base.Action) -> Effect<Base.Action>)?

  /// Builds `base`'s body, if it has one.
  @inlinable
  init(_ base: Base) {
    self.base = base
    self.reduceBody = base._builtBody()
  }

  /// `base`'s logic as a function: its built body, or its own ``Reducer/reduce(into:action:)``.
  @inlinable
  static func reduceFunction(
    of base: Base
  ) -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    base._builtBody() ?? { base.reduce(into: &$0, action: $1) }
  }

  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let reduceBody = self.reduceBody {
      return reduceBody(&state, action)
    }
    return self.base.reduce(into: &state, action: action)
  }
}
