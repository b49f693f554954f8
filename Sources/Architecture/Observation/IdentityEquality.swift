import OrderedCollections

/// Whether two observable values are the same one: observers of the property holding them
/// need not hear the write.
///
/// ```swift
/// _$isIdentityEqual(state.child, copy)  // true when `copy` was copied from `state.child`
/// ```
///
/// - Parameters:
///   - lhs: The value held.
///   - rhs: The value written.
/// - Returns: Whether both have the same identity.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional observable values are the same one, or both `nil`.
///
/// ```swift
/// _$isIdentityEqual(state.optional, newOptional)
/// ```
///
/// - Parameters:
///   - lhs: The value held.
///   - rhs: The value written.
/// - Returns: Whether both have the same identity, or are both `nil`.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two arrays hold the same elements in the same order, by id: mutating an element in
/// place is heard by that element's observers, not by the array's.
///
/// ```swift
/// _$isIdentityEqual(state.rows, newRows)
/// ```
///
/// - Parameters:
///   - lhs: The array held.
///   - rhs: The array written.
/// - Returns: Whether both have the same ids in the same order.
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>,
  _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two presentations present the same value, or both nothing.
///
/// ```swift
/// _$isIdentityEqual(state.$destination, newDestination)
/// ```
///
/// - Parameters:
///   - lhs: The presentation held.
///   - rhs: The presentation written.
/// - Returns: Whether both present the same identity.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>,
  _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Whether two presentations are copies of one, which proves they present the same value
/// when what they present has no identity of its own (an alert).
///
/// ```swift
/// _$isIdentityEqual(state.$alert, newAlert)
/// ```
///
/// - Parameters:
///   - lhs: The presentation held.
///   - rhs: The presentation written.
/// - Returns: Whether both share their storage.
public func _$isIdentityEqual<T>(
  _ lhs: PresentationState<T>,
  _ rhs: PresentationState<T>
) -> Bool {
  lhs.sharesStorage(with: rhs)
}

/// Whether two stacks hold the same elements, by id.
///
/// ```swift
/// _$isIdentityEqual(state.path, newPath)
/// ```
///
/// - Parameters:
///   - lhs: The stack held.
///   - rhs: The stack written.
/// - Returns: Whether both have the same ids in the same order.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>,
  _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two collections hold the same observable values in the same order.
///
/// ```swift
/// _$isIdentityEqual(state.children, newChildren)
/// ```
///
/// - Parameters:
///   - lhs: The collection held.
///   - rhs: The collection written.
/// - Returns: Whether both hold the same identities in the same order.
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Strings have no identity: observers hear a write of a different string.
///
/// ```swift
/// _$isIdentityEqual(state.name, newName)  // false
/// ```
///
/// - Parameters:
///   - lhs: The string held.
///   - rhs: The string written.
/// - Returns: `false`.
// NB: without it a `String` would be opened as a collection of characters at run time.
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// Whether two values are the same one when their type is only known at run time: observable
/// state (an optional one included) compares identities, a collection of observable state
/// compares its elements' (by id for an identified array), anything else has no identity.
///
/// ```swift
/// _$isIdentityEqual(state.count, newCount)  // false: an `Int` has no identity
/// ```
///
/// - Parameters:
///   - lhs: The value held.
///   - rhs: The value written.
/// - Returns: Whether both have the same identity.
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard !_isPOD(T.self) else { return false }
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  if let lhs = lhs as? any Collection {
    return collectionIdentitiesEqual(lhs, rhs)
  }
  return false
}

/// Whether `rhs`, of `lhs`'s type, holds the same observable elements in the same order.
private func collectionIdentitiesEqual<C: Collection>(_ lhs: C, _ rhs: Any) -> Bool {
  guard C.Element.self is any ObservableState.Type, let rhs = rhs as? C else { return false }
  if let lhs = lhs as? any IdentifiedCollection {
    return lhs.hasSameIDs(as: rhs)
  }
  return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { _$isIdentityEqual($0, $1) }
}

/// An identified array seen through `Any`, compared by its ids.
private protocol IdentifiedCollection {
  func hasSameIDs(as other: Any) -> Bool
}

extension IdentifiedArray: IdentifiedCollection {
  fileprivate func hasSameIDs(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self.ids == other.ids
  }
}

/// Gives `value` a new identity when it is observable state; does nothing to any other value.
///
/// ```swift
/// case var .detail(state):
///   Architecture._$willModify(&state)
///   self = .detail(state)
/// ```
///
/// - Parameter value: An enum case's payload.
public func _$willModify<T>(_ value: inout T) {}

/// Gives `value` a new identity.
///
/// ```swift
/// case var .detail(state):
///   Architecture._$willModify(&state)
///   self = .detail(state)
/// ```
///
/// - Parameter value: An enum case's observable payload.
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// What observation compares to tell whether a presentation was replaced while it was mutated
/// in place: the presented state's identity.
///
/// ```swift
/// let oldIdentity = _$presentedIdentity(_destination)
/// ```
///
/// - Parameter presentation: The presentation.
/// - Returns: The presented state's identity, `nil` when nothing is presented.
public func _$presentedIdentity<T: ObservableState>(
  _ presentation: PresentationState<T>
) -> AnyHashable? {
  presentation.wrappedValue?._$id
}

/// What observation compares to tell whether a presentation was replaced while it was mutated
/// in place, when what it presents has no identity of its own (an alert): its storage.
///
/// ```swift
/// let oldIdentity = _$presentedIdentity(_alert)
/// ```
///
/// - Parameter presentation: The presentation.
/// - Returns: The storage's identity, `nil` when nothing is presented.
public func _$presentedIdentity<T>(_ presentation: PresentationState<T>) -> AnyHashable? {
  presentation.wrappedValue == nil ? nil : presentation.storageIdentity
}
