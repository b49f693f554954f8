import Architecture
import IssueCapture
import Testing

/// `Shared` and `SharedReader` as values: one value for every copy and every declaration of a
/// key, parts of it reached through key paths, and its changes as a sequence.
struct SharedTests {
  struct Settings: Equatable, Sendable {
    var theme = "light"
    var size = 12
  }

  @Test func everyCopyIsOneValue() {
    let count = Shared(value: 1)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 2)
  }

  @Test func everyDeclarationOfAKeyIsOneValue() {
    @Shared(.inMemory("count")) var first = 1
    @Shared(.inMemory("count")) var second = 5
    #expect(second == 1)
    $second.withLock { $0 += 1 }
    #expect(first == 2)
  }

  @Test func anOptionalValueStartsFromItsDeclaration() async {
    @Shared(.inMemory("maybe")) var maybe: Int? = 3
    #expect(maybe == 3)
    await #expect(throws: (any Error).self) {
      try await Shared<Int?>(require: .inMemory("neverStored"))
    }
  }

  @Test func twoKindsOfKeyWithEqualIdentifiersAreTwoValues() {
    @Shared(ZeroKey<First>()) var first = 1
    @Shared(ZeroKey<Second>()) var second = 2
    #expect(first == 1)
    #expect(second == 2)
  }

  @Test func aKeyWithItsDefaultIsTheSameValueAsTheKey() {
    @Shared(.fontSize) var size
    @Shared(.inMemory("fontSize")) var sameSize = 99
    #expect(sameSize == 12)
  }

  @Test func aKeyInAnotherStorageIsAnotherValue() {
    @Shared(.inMemory("count")) var count = 1
    let other = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 5, .inMemory("count"))
    }
    other.withLock { $0 += 1 }
    #expect(count == 1)
    #expect(other.wrappedValue == 6)
  }

  @Test func aValueOutlivesItsLastDeclarationInMemory() {
    do {
      @Shared(.inMemory("visits")) var visits = 0
      $visits.withLock { $0 = 3 }
    }
    @Shared(.inMemory("visits")) var visits = 0
    #expect(visits == 3)
  }

  @Test func aPartChangedThroughAKeyPathChangesTheWhole() {
    let settings = Shared(value: Settings())
    let theme: Shared<String> = settings.theme
    theme.withLock { $0 = "dark" }
    #expect(settings.wrappedValue == Settings(theme: "dark", size: 12))
    settings.withLock { $0.theme = "sepia" }
    #expect(theme.wrappedValue == "sepia")
  }

  struct Todo: Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
  }

  @Test func anElementOfASharedCollectionIsSharedStateOfItsOwn() throws {
    let todos = Shared(value: IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "milk")]))
    let milk = try #require(Shared(todos[id: 1]))
    let milkReader = try #require(SharedReader(SharedReader(todos)[id: 1]))
    milk.withLock { $0.title = "oat milk" }
    #expect(todos.wrappedValue == [Todo(id: 1, title: "oat milk")])
    #expect(milkReader.wrappedValue == Todo(id: 1, title: "oat milk"))
    #expect(Shared(todos[id: 2]) == nil)
    todos.withLock { $0.removeAll() }
    #expect(milk.wrappedValue == Todo(id: 1, title: "oat milk"))
    milk.withLock { $0.title = "gone" }
    #expect(todos.wrappedValue == [])
  }

  @Test func aReaderSeesEveryChange() {
    let settings = Shared(value: Settings())
    let reader = SharedReader(settings)
    let size: SharedReader<Int> = reader.size
    settings.withLock { $0.size = 14 }
    #expect(reader.wrappedValue == Settings(theme: "light", size: 14))
    #expect(size.wrappedValue == 14)
    #expect(SharedReader.constant(3).wrappedValue == 3)
  }

  @Test func aReadValueChangesWithItsBase() {
    let count = Shared(value: 2)
    let doubled: SharedReader<Int> = count.read { $0 * 2 }
    #expect(doubled.wrappedValue == 4)
    count.withLock { $0 = 5 }
    #expect(doubled.wrappedValue == 10)
    #expect(SharedReader(count).read { $0 + 1 }.wrappedValue == 6)
  }

  @Test func requiringAValueLoadsWhatIsStoredOrFails() async throws {
    @Shared(.inMemory("stored")) var stored = 7
    let required = try await Shared<Int>(require: .inMemory("stored"))
    #expect(required.wrappedValue == 7)
    let error = await #expect(throws: (any Error).self) {
      try await SharedReader<Int>(require: .inMemory("missing"))
    }
    #expect(error.map { "\($0)" } == #"No value is stored for .inMemory("missing")."#)
  }

  @Test func aKeyThatNeverAnswersIsReportedAndNotWaitedFor() async {
    let issues = await captureIssues {
      @Shared(ForgetfulKey()) var value = 1
      #expect(!$value.isLoading)
      try? await $value.save()
    }
    let leaked = """
      'ForgetfulKey()' leaked its continuation without one of its resume methods being \
      invoked. This will cause tasks waiting on it to resume immediately.
      """
    // One for the load, one for the save.
    #expect(issues.map(\.message) == [leaked, leaked])
  }

  @Test func aKeyCarriesItsDefault() {
    @Shared(.fontSize) var size
    #expect(size == 12)
    @SharedReader(.fontSize) var reader
    $size.withLock { $0 = 16 }
    #expect(reader == 16)
    #expect(InMemoryKey<Int>.Default.fontSize.initialValue == 12)
  }

  @Test func itsValuesAreTheCurrentOneThenEachChange() async {
    let count = Shared(value: 0)
    var values = count.publisher.values.makeAsyncIterator()
    #expect(await values.next() == 0)
    count.withLock { $0 = 1 }
    count.withLock { $0 = 2 }
    #expect(await values.next() == 1)
    #expect(await values.next() == 2)
  }

  @Test func sharedValuesCompareByValue() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(
      String(customDumping: Shared(value: Settings())) == """
        SharedTests.Settings(
          theme: "light",
          size: 12
        )
        """)
  }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var fontSize: Self { Self[.inMemory("fontSize"), default: 12] }
}

/// A key that never resumes its continuations.
private struct ForgetfulKey: SharedKey {
  var id: Int { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

/// Keys of a kind for each `Tag`, all with the same identifier.
private struct ZeroKey<Tag>: SharedKey {
  var id: Int { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

private enum First {}
private enum Second {}
