import ArchitectureMacrosCore
import MacroTesting
import Testing

@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ObservationStateTracked": ObservationStateTrackedMacro.self,
      "ObservationStateIgnored": ReducerCaseMarkerMacro.self,
      "Presents": PresentsMacro.self,
      "ReducerCaseIgnored": ReducerCaseMarkerMacro.self,
    ],
    indentationWidth: .spaces(2), record: .missing
  )
)
struct ObservableStateMacroTests {
  @Test func aStructTracksItsStoredPropertiesAndConforms() {
    assertMacro {
      """
      @ObservableState
      struct State {
        let id: Int
        var count = 0
        public var title: String = ""
        @ObservationStateIgnored var cache: [Int] = []
        var total: Int { count }
        static var shared = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        let id: Int
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual)
            }
            yield &_count
          }
        }

        private var _count = 0
        public var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue, _$isIdentityEqual)
            }
            yield &_title
          }
        }

        private var _title: String = ""
        var cache: [Int] = []
        var total: Int { count }
        static var shared = 0

        var _$observationRegistrar = Architecture.ObservationStateRegistrar()

        public var _$id: Architecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }
      """#
    }
  }

  @Test func presentedStateReportsToTheRegistrar() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldIdentity = _$presentedIdentity(_destination)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, from: oldIdentity, to: _$presentedIdentity(_destination))
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldIdentity = _$presentedIdentity(_destination)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, from: oldIdentity, to: _$presentedIdentity(_destination))
            }
            yield &_destination
          }
        }

        private var _destination = PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = Architecture.ObservationStateRegistrar()

        public var _$id: Architecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }
      """#
    }
  }

  @Test func anEnumIsIdentifiedByItsCaseAndPayload() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case detail(Detail.State)
        case labeled(row: Row.State)
        case pair(Int, String)
        case empty
        #if DEBUG
        case debug(Debug.State)
        #endif
      }
      """
    } expansion: {
      """
      enum State {
        case detail(Detail.State)
        case labeled(row: Row.State)
        case pair(Int, String)
        case empty
        #if DEBUG
        case debug(Debug.State)
        #endif

        public var _$id: Architecture.ObservableStateID {
          switch self {
          case let .detail(state):
            return ._$id(for: state)._$tag(0)
          case let .labeled(state):
            return ._$id(for: state)._$tag(1)
          case .pair:
            return Architecture.ObservableStateID()._$tag(2)
          case .empty:
            return Architecture.ObservableStateID()._$tag(3)
          #if DEBUG
          case let .debug(state):
            return ._$id(for: state)._$tag(4)
          #endif
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .detail(state):
            Architecture._$willModify(&state)
            self = .detail(state)
          case var .labeled(state):
            Architecture._$willModify(&state)
            self = .labeled(row: state)
          case .pair:
            break
          case .empty:
            break
          #if DEBUG
          case var .debug(state):
            Architecture._$willModify(&state)
            self = .debug(state)
          #endif
          }
        }
      }
      """
    }
  }

  @Test func membersTheTypeDeclaresAreKept() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var _$id: ObservableStateID { ObservableStateID() }
      }
      """
    } expansion: {
      """
      struct State {
        var _$id: ObservableStateID { ObservableStateID() }

        var _$observationRegistrar = Architecture.ObservationStateRegistrar()

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }
      """
    }
  }

  @Test func aClassIsRefused() {
    assertMacro {
      """
      @ObservableState
      final class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to class type; apply it to a struct or an enum
      final class Model {
        var count = 0
      }
      """
    }
  }

  @Test func markersExpandToNothing() {
    assertMacro {
      """
      enum Destination {
        @ReducerCaseIgnored
        case placeholder
      }
      """
    } expansion: {
      """
      enum Destination {
        case placeholder
      }
      """
    }
  }
}
