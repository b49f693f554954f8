import Foundation
import Testing

@testable import Architecture

/// `$value.load(.otherKey)`: shared state moved, with every copy and every observer, to what
/// another key stores.
struct SharedLoadingAnotherKeyTests {
  struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
    var size = 12
  }

  @Test func everyCopyMovesToTheOtherKeysValue() async throws {
    @Shared(.inMemory("loading.first")) var first = 1
    @Shared(.inMemory("loading.second")) var second = 5
    let copy = $first

    try await $first.load(.inMemory("loading.second"))

    #expect(first == 5)
    #expect(copy.wrappedValue == 5)
    copy.withLock { $0 = 6 }
    #expect(second == 6)
    @Shared(.inMemory("loading.first")) var firstAgain = 0
    #expect(firstAgain == 1)
  }

  @Test func aKeyStoringNothingKeepsTheValueAndTakesTheChanges() async throws {
    let storage = FileStorage.inMemory()
    let home = URL(fileURLWithPath: "/home.json")
    let work = URL(fileURLWithPath: "/work.json")
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(home)) var settings = Settings(theme: "dark", size: 12)

      try await $settings.load(.fileStorage(work))

      #expect(settings == Settings(theme: "dark", size: 12))
      $settings.withLock { $0.size = 14 }
      #expect(try storage.load(home) == nil)
      let saved = try #require(try storage.load(work))
      #expect(
        try JSONDecoder().decode(Settings.self, from: saved) == Settings(theme: "dark", size: 14))
    }
  }

  @Test func aKeyStoringAValueBringsIt() async throws {
    let storage = FileStorage.inMemory()
    let work = URL(fileURLWithPath: "/work.json")
    try storage.save(Data(#"{"size":9,"theme":"solarized"}"#.utf8), work)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @SharedReader(.fileStorage(URL(fileURLWithPath: "/home.json"))) var settings = Settings()

      try await $settings.load(.fileStorage(work))

      #expect(settings == Settings(theme: "solarized", size: 9))
      #expect($settings.loadError == nil)
    }
  }

  @Test func anUnreadableKeyThrowsAndKeepsTheValue() async throws {
    let storage = FileStorage.inMemory()
    let work = URL(fileURLWithPath: "/work.json")
    try storage.save(Data("size: 9".utf8), work)
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(URL(fileURLWithPath: "/home.json"))) var settings = Settings(size: 10)

      await #expect(throws: DecodingError.self) {
        try await $settings.load(.fileStorage(work))
      }

      #expect(settings == Settings(size: 10))
      #expect($settings.loadError is DecodingError)
    }
  }

  @Test func itsValuesFollowToTheOtherKey() async throws {
    @Shared(.inMemory("loading.values.first")) var first = 1
    @Shared(.inMemory("loading.values.second")) var second = 5
    var values = $first.publisher.values.makeAsyncIterator()
    #expect(await values.next() == 1)

    try await $first.load(.inMemory("loading.values.second"))
    #expect(await values.next() == 5)

    $second.withLock { $0 = 7 }
    #expect(await values.next() == 7)
  }

  @Test func aReaderMadeFromSharedStateFollowsIt() async throws {
    @Shared(.inMemory("loading.reader.first")) var first = 1
    @Shared(.inMemory("loading.reader.second")) var second = 5
    let reader = SharedReader($first)

    try await $first.load(.inMemory("loading.reader.second"))

    #expect(reader.wrappedValue == 5)
  }

  @Test func assigningOtherSharedStateMovesOnlyThatCopy() {
    @Shared(.inMemory("loading.assigning.first")) var first = 1
    let copy = $first

    $first = Shared(wrappedValue: 3, .inMemory("loading.assigning.second"))

    #expect(first == 3)
    #expect(copy.wrappedValue == 1)
  }
}
