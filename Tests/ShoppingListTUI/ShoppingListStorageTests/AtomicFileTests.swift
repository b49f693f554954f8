import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

@Suite(.hangWatchdog(.seconds(60))) struct AtomicFileTests {
  @Test func createsMissingDirectoriesPrivately() async throws {
    try await TemporaryDirectory.with { directory in
      try AtomicFile.write(Array("new".utf8), to: directory.appending("a/b/list.json"))
      #expect(try directory.contents(of: "a/b/list.json") == Data("new".utf8))
      for created in ["a", "a/b"] {
        #expect(try permissions(of: directory.appending(created)) == 0o700)
      }
    }
  }

  @Test func replacesTheContentsAndLeavesNoTemporaryFile() async throws {
    try await TemporaryDirectory.with { directory in
      let path = directory.appending("list.json")
      try AtomicFile.write(Array("old contents that are longer".utf8), to: path)
      try AtomicFile.write(Array("new".utf8), to: path)
      #expect(try directory.contents(of: "list.json") == Data("new".utf8))
      #expect(try directory.fileNames() == ["list.json"])
    }
  }

  @Test func readersOnlyEverSeeTheOldOrTheNewContents() async throws {
    try await TemporaryDirectory.with { directory in
      let path = directory.appending("list.json")
      let versions = [Array(repeating: UInt8(ascii: "a"), count: 1 << 20), Array("b\n".utf8)]
      try AtomicFile.write(versions[0], to: path)
      let writing = LockIsolated(true)
      let reads = LockIsolated((whole: 0, torn: 0))
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 {
          // NB: goes on until the reader has read often, however the two threads are scheduled.
          var round = 0
          while round < 40 || reads.value.whole + reads.value.torn < 200, round < 100_000 {
            round += 1
            try? AtomicFile.write(versions[round % 2], to: path)
          }
          writing.setValue(false)
        } else {
          while writing.value {
            let contents = try? FileSystem.contentsIfPresent(of: path)
            reads.withValue {
              if let contents, versions.contains(contents) { $0.whole += 1 } else { $0.torn += 1 }
            }
          }
        }
      }
      #expect(reads.value.torn == 0)
      #expect(reads.value.whole >= 200)
    }
  }

  @Test func keepsTheModeOfTheFileItReplaces() async throws {
    try await TemporaryDirectory.with { directory in
      let path = directory.appending("list.json")
      try directory.write("old", to: "list.json")
      chmod(path, 0o640)
      try AtomicFile.write(Array("new".utf8), to: path)
      #expect(try permissions(of: path) == 0o640)
    }
  }

  @Test func writesThroughASymbolicLink() async throws {
    try await TemporaryDirectory.with { directory in
      try directory.write("old", to: "real.json")
      let link = directory.appending("list.json")
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: directory.appending("real.json")
      )
      try AtomicFile.write(Array("new".utf8), to: link)
      #expect(try directory.contents(of: "real.json") == Data("new".utf8))
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link)
          == directory.appending("real.json")
      )
      #expect(try directory.fileNames() == ["list.json", "real.json"])
    }
  }

  @Test func aFailedRenameRemovesTheTemporaryFileAndKeepsWhatWasThere() async throws {
    try await TemporaryDirectory.with { directory in
      // A directory where the file should be: the new bytes are written, then rename(2) fails.
      let path = directory.appending("list.json")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try directory.write("keep me", to: "list.json/inside")
      let error = #expect(throws: SystemCallError.self) {
        try AtomicFile.write(Array("new".utf8), to: path)
      }
      #expect(error?.action == "replacing \(path)")
      #expect(error?.code == EISDIR)
      #expect(try directory.fileNames() == ["list.json"])
      #expect(try directory.contents(of: "list.json/inside") == Data("keep me".utf8))
    }
  }

  @Test func reportsAnUnusableDirectory() async throws {
    try await TemporaryDirectory.with { directory in
      try directory.write("a file", to: "file")
      let error = #expect(throws: SystemCallError.self) {
        try AtomicFile.write(Array("new".utf8), to: directory.appending("file/list.json"))
      }
      #expect(
        error?.description
          == "creating the directory \(directory.appending("file")): Not a directory"
      )
      #expect(try directory.contents(of: "file") == Data("a file".utf8))
    }
  }

  @Test func removesOnlyAbandonedTemporaryFilesOfItsList() async throws {
    try await TemporaryDirectory.with { directory in
      let path = directory.appending("list.json")
      let abandoned = AtomicFile.temporaryFilePrefix(for: path) + "x1y2z3"
      for name in ["list.json", abandoned, ".other.json.tmp-x1y2z3", "notes.txt"] {
        try directory.write("", to: name)
      }
      AtomicFile.removeAbandonedTemporaryFiles(beside: path)
      #expect(try directory.fileNames() == [".other.json.tmp-x1y2z3", "list.json", "notes.txt"])
    }
  }

  private func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }
}
