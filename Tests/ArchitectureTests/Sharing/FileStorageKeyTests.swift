import Foundation
import Testing

@testable import Architecture

/// `.fileStorage`: JSON in a file, in memory under test and on disk when asked, written at once
/// and then at most once a second, and read again when another process changes the file.
struct FileStorageKeyTests {
  struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
    var size = 12
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  @Test func underTestAFileIsKeptInMemory() throws {
    let storage = FileStorage.inMemory()
    let url = URL(fileURLWithPath: "/settings.json")
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () throws -> Void in
      @Shared(.fileStorage(url, encoder: Self.encoder)) var settings = Settings()
      #expect(try storage.load(url) == nil)
      $settings.withLock { $0.size = 14 }
      #expect(try text(storage.load(url)) == #"{"size":14,"theme":"light"}"#)
    }
  }

  @Test func aStoredFileIsReadAtDeclaration() throws {
    let storage = FileStorage.inMemory()
    let url = URL(fileURLWithPath: "/settings.json")
    try storage.save(Data(#"{"size":9,"theme":"dark"}"#.utf8), url)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @SharedReader(.fileStorage(url)) var settings = Settings()
      #expect(settings == Settings(theme: "dark", size: 9))
      #expect($settings.loadError == nil)
    }
  }

  @Test func anUnreadableFileKeepsTheDeclaredValueAndSaysWhy() throws {
    let storage = FileStorage.inMemory()
    let url = URL(fileURLWithPath: "/settings.json")
    try storage.save(Data("size: 9".utf8), url)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings == Settings())
      #expect($settings.loadError is DecodingError)
    }
  }

  @Test func aChangeIsWrittenToDiskAtOnce() throws {
    try withTemporaryFile { url throws in
      @Shared(.fileStorage(url, encoder: Self.encoder)) var settings = Settings()
      #expect(!FileManager.default.fileExists(atPath: url.path))
      $settings.withLock { $0.theme = "dark" }
      #expect(try text(Data(contentsOf: url)) == #"{"size":12,"theme":"dark"}"#)
    }
  }

  @Test func aBurstOfChangesEndsWithTheLastWritten() async throws {
    try await withTemporaryFile { url async throws in
      @Shared(.fileStorage(url, encoder: Self.encoder)) var settings = Settings()
      for size in 13...17 { $settings.withLock { $0.size = size } }
      let last = #"{"size":17,"theme":"light"}"#
      #expect(await waitUntil { (try? text(Data(contentsOf: url))) == last })
      #expect($settings.saveError == nil)
    }
  }

  @Test func saveWritesNow() async throws {
    try await withTemporaryFile { url async throws in
      @Shared(.fileStorage(url, encoder: Self.encoder)) var settings = Settings()
      $settings.withLock { $0.size = 13 }
      $settings.withLock { $0.size = 14 }
      try await $settings.save()
      #expect(try text(Data(contentsOf: url)) == #"{"size":14,"theme":"light"}"#)
    }
  }

  @Test func aWaitingChangeIsWrittenWhenTheLastDeclarationGoesAway() throws {
    // NB: the end of the interval never comes, so only going away can write the last change.
    var storage = FileStorage.fileSystem
    storage.writeInterval = .seconds(3600)
    storage.schedule = { _, _ in }
    try withTemporaryFile { url throws in
      try withDependencies {
        $0.defaultFileStorage = storage
      } operation: { () throws -> Void in
        do {
          @Shared(.fileStorage(url, encoder: Self.encoder)) var settings = Settings()
          $settings.withLock { $0.size = 13 }
          $settings.withLock { $0.size = 14 }
          #expect(try text(Data(contentsOf: url)) == #"{"size":13,"theme":"light"}"#)
        }
        #expect(try text(Data(contentsOf: url)) == #"{"size":14,"theme":"light"}"#)
      }
    }
  }

  @Test func aChangeByAnotherProcessShows() async throws {
    try await withTemporaryFile { url async throws in
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.size = 13 }
      try runShell(
        #"printf '{"size":20,"theme":"dark"}' > "$0.tmp" && mv "$0.tmp" "$0""#, url.path
      )
      #expect(await waitUntil { settings == Settings(theme: "dark", size: 20) })
      #expect($settings.loadError == nil)
    }
  }

  @Test func aChangeByAnotherProcessArrivesInTheValuesSequence() async throws {
    try await withTemporaryFile { url async throws in
      @SharedReader(.fileStorage(url)) var settings = Settings()
      var values = $settings.publisher.values.makeAsyncIterator()
      #expect(await values.next() == Settings())
      try runShell(#"printf '{"size":20,"theme":"dark"}' > "$0""#, url.path)
      #expect(await values.next() == Settings(theme: "dark", size: 20))
    }
  }

  @Test func anUnreadableChangeByAnotherProcessKeepsTheValue() async throws {
    try await withTemporaryFile { url async throws in
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.size = 13 }
      try runShell(#"printf 'size: 20' > "$0""#, url.path)
      #expect(await waitUntil { $settings.loadError != nil })
      #expect(settings == Settings(theme: "light", size: 13))
    }
  }

  @Test func aFileDeletedByAnotherProcessTakesTheValueBackToItsDefault() async throws {
    try await withTemporaryFile { url async throws in
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.size = 13 }
      try runShell(#"rm "$0""#, url.path)
      #expect(await waitUntil { settings == Settings() })
    }
  }
}

/// Runs `body` with the real file system as file storage and a file in a new temporary folder,
/// which is removed afterwards.
private func withTemporaryFile<R>(_ body: (URL) async throws -> R) async throws -> R {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("FileStorageKeyTests-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await withDependencies {
    $0.defaultFileStorage = .fileSystem
  } operation: {
    try await body(folder.appendingPathComponent("settings.json"))
  }
}

private func withTemporaryFile<R>(_ body: (URL) throws -> R) throws -> R {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("FileStorageKeyTests-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  return try withDependencies {
    $0.defaultFileStorage = .fileSystem
  } operation: {
    try body(folder.appendingPathComponent("settings.json"))
  }
}

/// Another process: `sh -c script path`, waited for.
private func runShell(_ script: String, _ path: String) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script, path]
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
}

/// Waits for `condition`, checking it every few milliseconds for up to ten seconds; whether it
/// came true.
private func waitUntil(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(10)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return true
}

private func text(_ data: Data?) -> String? {
  data.map { String(decoding: $0, as: UTF8.self) }
}
