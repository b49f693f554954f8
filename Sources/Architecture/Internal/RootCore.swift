import ConcurrencyExtras

/// The core that owns a store's state: it reduces actions in batches and is the only place
/// effects become tasks.
///
/// Actions sent while a batch is being processed, by a `.send` effect or from an observer, are
/// appended to the batch and reduced in order, never recursively. Effects start as their action
/// is reduced; tasks run once the batch has finished. Observers are called once per batch.
@MainActor
final class RootCore<State, Action>: Core {
  /// The action whose reduction started an effect, numbered in processing order.
  struct Origin {
    let sequence: Int
    let action: Action
  }

  /// The state. NB: ``withState(_:)`` lends it in place, which Swift expresses only as an
  /// `inout` access; checked, that access would make a read of the store in the body a
  /// conflict. Only ``send(_:)`` writes it, and not while it is lent.
  @exclusivity(unchecked) private var current: State
  /// How many ``withState(_:)`` bodies are reading the state.
  private var lent = 0

  var state: State { self.current }
  private let reducer: (inout State, Action) -> Effect<Action>
  let effects = EffectRegistry<Origin>()
  private var buffer: [Action] = []
  private var isSending = false
  private var processedCount = 0
  private var observers: [(id: Int, observer: @MainActor () -> Void)] = []
  private var nextObserverID = 0

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    self.current = initialState
    self.reducer = reducer
  }

  isolated deinit {
    self.effects.cancelAll()
  }

  func withState<R>(_ body: (State) -> R) -> R {
    self.lent += 1
    defer { self.lent -= 1 }
    return self.inPlace { body($0) }
  }

  /// Hands `body` the state's own storage: passed on as a borrowed value it is not copied,
  /// where reading the property copies it first.
  private func inPlace<R>(_ body: (inout State) -> R) -> R {
    body(&self.current)
  }

  var isInvalid: Bool { false }

  var canCacheChildren: Bool { true }

  func send(_ action: Action) -> Task<Void, Never>? {
    guard !self.isSending else {
      self.buffer.append(action)
      return nil
    }
    precondition(self.lent == 0, "An action was sent to a store while withState(_:) read its state")
    self.isSending = true
    defer { self.isSending = false }

    var tasks: [Task<Void, Never>] = []
    // NB: the action sent is reduced without passing through the buffer, which only holds the
    // actions sent while a batch is processed: this code is not specialized for the app's
    // actions, and filling and emptying a generic array costs lookups of generic metadata.
    self.reduce(action, tasks: &tasks)
    repeat {
      var index = 0
      while index < self.buffer.count {
        let action = self.buffer[index]
        index += 1
        self.reduce(action, tasks: &tasks)
      }
      if !self.buffer.isEmpty {
        self.buffer.removeAll(keepingCapacity: true)
      }
      for (_, observer) in self.observers {
        observer()
      }
    } while !self.buffer.isEmpty

    switch tasks.count {
    case 0:
      return nil
    case 1:
      return tasks[0]
    default:
      let tasks = tasks
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }

  /// Reduces one action of the batch and starts its effect.
  private func reduce(_ action: Action, tasks: inout [Task<Void, Never>]) {
    self.processedCount += 1
    let effect = self.reducer(&self.current, action)
    if !effect.isNone {
      let origin = Origin(sequence: self.processedCount, action: action)
      self.start(effect, in: EffectContext(), origin: origin, tasks: &tasks)
    }
  }

  func observe(_ observer: @escaping @MainActor () -> Void) -> StoreSubscription {
    let id = self.nextObserverID
    self.nextObserverID += 1
    self.observers.append((id, observer))
    return StoreSubscription { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any Core<ChildState, ChildAction> {
    let casePath = AnyCasePath(toChildAction)
    return ScopedCore(root: self, toState: toChildState, fromAction: casePath.embed)
  }

  /// Interprets an effect: sends and cancellations happen now, asynchronous work becomes tasks
  /// filed under the effect's cancellation keys.
  private func start(
    _ effect: Effect<Action>,
    in context: EffectContext,
    origin: Origin,
    tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return

    case let .send(action):
      _ = self.send(action)

    case let .run(priority, operation):
      let id = self.effects.makeID()
      let send = Send<Action> { [weak self] action in _ = self?.send(action) }
      let runtime = self.runtime(in: context, origin: origin)
      let task = Task(priority: priority) { @MainActor [weak self] in
        await EffectRuntime.$current.withValue(runtime) { await operation(send) }
        self?.effects.remove(id: id)
      }
      self.effects.register(id: id, task: task, keys: context.keys, origin: origin)
      tasks.append(task)

    case let .merge(effects):
      for effect in effects {
        self.start(effect, in: context, origin: origin, tasks: &tasks)
      }

    case let .concatenate(effects) where effect.isSynchronous:
      for effect in effects {
        self.start(effect, in: context, origin: origin, tasks: &tasks)
      }

    case let .concatenate(effects):
      self.startConcatenation(effects, in: context, origin: origin, tasks: &tasks)

    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight {
        self.effects.cancel(.id(id, in: context.namespace))
      }
      self.start(effect, in: context.declaring(id: id), origin: origin, tasks: &tasks)

    case let .cancel(id):
      self.effects.cancel(.id(id, in: context.namespace))

    case let .namespace(namespace, effect):
      self.start(effect, in: context.entering(namespace), origin: origin, tasks: &tasks)

    case let .cancelNamespace(namespace):
      self.effects.cancel(.namespace(context.namespace + [namespace]))
    }
  }

  /// What `Task.cancel(id:)` and `withTaskCancellation(id:)` reach from an effect started in
  /// `context`.
  private func runtime(in context: EffectContext, origin: Origin) -> EffectRuntime {
    // NB: the origin is only read on the main actor, by the registry that filed it.
    let origin = UncheckedSendable(origin)
    return EffectRuntime(
      cancel: { [effects = self.effects] id in
        effects.cancel(.id(id, in: context.namespace))
      },
      register: { [weak self] id, task in
        guard let self else { return {} }
        let registration = self.effects.makeID()
        let keys = context.declaring(id: id).keys
        self.effects.register(id: registration, task: task, keys: keys, origin: origin.value)
        return { [weak self] in self?.effects.remove(id: registration) }
      }
    )
  }

  /// Starts each effect when the previous one has finished, in a task filed like its children so
  /// cancelling the sequence stops it.
  private func startConcatenation(
    _ effects: [Effect<Action>],
    in context: EffectContext,
    origin: Origin,
    tasks: inout [Task<Void, Never>]
  ) {
    let id = self.effects.makeID()
    let task = Task { @MainActor [weak self] in
      for effect in effects {
        guard let self, !Task.isCancelled else { break }
        var children: [Task<Void, Never>] = []
        self.start(effect, in: context, origin: origin, tasks: &children)
        let running = children
        await withTaskCancellationHandler {
          for child in running { await child.value }
        } onCancel: {
          for child in running { child.cancel() }
        }
      }
      self?.effects.remove(id: id)
    }
    self.effects.register(id: id, task: task, keys: context.keys, origin: origin)
    tasks.append(task)
  }
}
