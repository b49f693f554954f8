import Observation

/// What `@ObservableState` stores in a struct (`_$observationRegistrar`): the value's identity
/// and the Observation registrar its tracked properties report reads and writes to.
///
/// Copies of a value share the registrar, so an observer of one property of a store's state hears
/// a write to it however many copies were made meanwhile. It takes no part in equality, hashing
/// or coding.
///
/// ```swift
/// var count: Int {
///   get {
///     _$observationRegistrar.access(self, keyPath: \.count)
///     return _count
///   }
/// }
/// ```
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value holding this registrar.
  ///
  /// ```swift
  /// public var _$id: ObservableStateID { _$observationRegistrar.id }
  /// ```
  public private(set) var id = ObservableStateID()
  @usableFromInline
  let registrar = ObservationRegistrar()

  /// A registrar for a new value, with a new identity.
  ///
  /// ```swift
  /// @ObservationStateIgnored var _$observationRegistrar = ObservationStateRegistrar()
  /// ```
  public init() {}

  /// Gives the value a new identity.
  ///
  /// ```swift
  /// public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  /// ```
  public mutating func _$willModify() {
    self.id._$willModify()
  }

  /// Reports a read of `keyPath` to the observation tracking in progress, if any.
  ///
  /// ```swift
  /// _$observationRegistrar.access(self, keyPath: \.count)
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state read.
  ///   - keyPath: The property read.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Writes `newValue` into `value`, telling the observers of `keyPath` unless the new value has
  /// the old one's identity or `shouldNotifyObservers` says it is the same.
  ///
  /// ```swift
  /// set {
  ///   _$observationRegistrar.mutate(
  ///     self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers
  ///   )
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state written.
  ///   - keyPath: The property written.
  ///   - value: The property's storage.
  ///   - newValue: The value to store.
  ///   - isIdentityEqual: Whether two values are the same one, which observers need not hear.
  ///   - shouldNotifyObservers: Whether observers should hear a change between two values.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    guard !isIdentityEqual(value, newValue), shouldNotifyObservers(value, newValue) else {
      value = newValue
      return
    }
    self.registrar.withMutation(of: subject, keyPath: keyPath) {
      value = newValue
    }
  }

  /// Before a property is mutated in place: returns its value, for `didModify`
  /// to compare with.
  ///
  /// ```swift
  /// let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state mutated.
  ///   - keyPath: The property mutated.
  ///   - member: The property's storage.
  /// - Returns: The value before the mutation.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

  /// Before observable state held in a property is mutated in place: gives it a new identity
  /// and returns it, so that `didModify` sees whether the mutation replaced
  /// it by another value (even a copy of the old one) or changed it in place.
  ///
  /// ```swift
  /// let oldValue = _$observationRegistrar.willModify(self, keyPath: \.child, &_child)
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state mutated.
  ///   - keyPath: The property mutated.
  ///   - member: The property's storage.
  /// - Returns: The value, with its new identity, before the mutation.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// After a property was mutated in place: tells the observers of `keyPath` when the mutation
  /// replaced the value with one of another identity.
  ///
  /// ```swift
  /// defer {
  ///   _$observationRegistrar.didModify(
  ///     self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual
  ///   )
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state mutated.
  ///   - keyPath: The property mutated.
  ///   - member: The property's storage, mutated.
  ///   - oldValue: What `willModify` returned.
  ///   - isIdentityEqual: Whether two values are the same one, which observers need not hear.
  ///   - shouldNotifyObservers: Whether observers should hear a change between two values.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    guard !isIdentityEqual(oldValue, member) else { return }
    let newValue = member
    member = oldValue
    self.mutate(
      subject, keyPath: keyPath, &member, newValue, isIdentityEqual, shouldNotifyObservers)
  }
}

extension ObservationStateRegistrar {
  /// After a presentation was mutated in place: tells the observers of `keyPath` when what it
  /// presents changed identity (presented, dismissed or replaced).
  ///
  /// ```swift
  /// _modify {
  ///   let oldIdentity = _$presentedIdentity(_destination)
  ///   defer {
  ///     _$observationRegistrar.didModify(
  ///       self, keyPath: \.destination, from: oldIdentity, to: _$presentedIdentity(_destination)
  ///     )
  ///   }
  ///   yield &_destination.wrappedValue
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The state mutated.
  ///   - keyPath: The presented property.
  ///   - oldIdentity: The presented identity before the mutation.
  ///   - newIdentity: The presented identity after it.
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    from oldIdentity: AnyHashable?,
    to newIdentity: AnyHashable?
  ) {
    guard oldIdentity != newIdentity else { return }
    self.registrar.withMutation(of: subject, keyPath: keyPath) {}
  }
}

/// A registrar is no part of its state's value: all registrars are equal, hash to nothing and
/// code as nothing, so `Equatable`, `Hashable` and `Codable` state compares and codes its data.
extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always `true`.
  ///
  /// ```swift
  /// ObservationStateRegistrar() == ObservationStateRegistrar()  // true
  /// ```
  public static func == (_: Self, _: Self) -> Bool { true }

  /// Hashes nothing.
  ///
  /// ```swift
  /// var hasher = Hasher()
  /// ObservationStateRegistrar().hash(into: &hasher)
  /// ```
  public func hash(into hasher: inout Hasher) {}

  /// A new registrar; nothing is read.
  ///
  /// ```swift
  /// let state = try JSONDecoder().decode(State.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Writes nothing.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(state)
  /// ```
  public func encode(to encoder: any Encoder) throws {}
}
