import Foundation
import TestSupport
import Testing

@testable import ShoppingListConfig

@Suite struct ConfigurationFileTests {
  @Test func aMissingDefaultFileIsEveryDefault() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("config.toml")
    #expect(
      try ConfigurationFile.load(path: path, isRequired: false, homeDirectory: nil)
        == Configuration()
    )
    #expect(throws: ConfigurationError(path: path, line: nil, message: "there is no such file")) {
      try ConfigurationFile.load(path: path, isRequired: true, homeDirectory: nil)
    }
  }

  @Test func readsTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("config.toml")
    try Data("mouse = false\n".utf8).write(to: URL(fileURLWithPath: path))
    let configuration = try ConfigurationFile.load(path: path, isRequired: true, homeDirectory: nil)
    #expect(configuration.mouse == false)
  }

  @Test func refusesWhatCannotBeRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      throws: ConfigurationError(
        path: directory.path, line: nil, message: "cannot read it: Is a directory"
      )
    ) {
      try ConfigurationFile.load(path: directory.path, isRequired: false, homeDirectory: nil)
    }
    let latin1 = directory.appending("latin1.toml")
    try Data([0x23, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))
    #expect(
      throws: ConfigurationError(path: latin1, line: nil, message: "it is not UTF-8 text")
    ) {
      try ConfigurationFile.load(path: latin1, isRequired: false, homeDirectory: nil)
    }
  }

  @Test func anErrorNamesTheFileAndTheLine() {
    let located = ConfigurationError(path: "/c.toml", line: 12, message: "wrong")
    #expect(located.description == "/c.toml:12: wrong")
    let whole = ConfigurationError(path: "/c.toml", line: nil, message: "wrong")
    #expect(whole.description == "/c.toml: wrong")
    #expect(ConfigurationError.exitStatus == 78)
  }
}
