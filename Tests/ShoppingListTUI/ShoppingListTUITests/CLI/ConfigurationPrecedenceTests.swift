import ArgumentParser
import Foundation
import Testing

@testable import NumberFactsLive
@testable import ShoppingListConfig
@testable import ShoppingListStorage
@testable import ShoppingListTUI

/// Every setting: the flag, else the environment variable, else the config file, else the
/// default.
@Suite struct ConfigurationPrecedenceTests {
  static var configuration: Configuration {
    var configuration = Configuration()
    configuration.mouse = false
    configuration.factsMode = .offline
    configuration.factsURL = URL(string: "http://configured.example")
    configuration.listFolder = "/home/ada/Sync/shopping"
    configuration.colors[.accent] = .indexed(13)
    return configuration
  }

  static func options(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> LaunchOptions {
    let command = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"] + arguments)
        as? ShoppingListCommand
    )
    return try command.launchOptions(environment: environment, configuration: configuration)
  }

  @Test func theFileWinsOverTheDefaults() throws {
    #expect(
      try Self.options([])
        == LaunchOptions(
          list: .singleFile(ListFile(path: "/l.json")), facts: .offline,
          factsURL: try #require(URL(string: "http://configured.example")), mouse: false,
          configuration: Self.configuration
        )
    )
    #expect(try Self.options([]).configuredListFolder == "/home/ada/Sync/shopping")
  }

  @Test func theEnvironmentWinsOverTheFile() throws {
    let options = try Self.options(
      [],
      environment: [
        NumberFactBaseURL.environmentVariable: "http://environment.example",
        MouseSetting.environmentVariable: "0",
      ]
    )
    #expect(options.factsURL == URL(string: "http://environment.example"))
    #expect(options.mouse == true)
    let emptyIsUnset = try Self.options([], environment: [MouseSetting.environmentVariable: ""])
    #expect(emptyIsUnset.mouse == false)
  }

  @Test func flagsWinOverEverything() throws {
    let options = try Self.options(
      ["--facts", "live", "--facts-url", "http://flag.example"],
      environment: [NumberFactBaseURL.environmentVariable: "http://environment.example"]
    )
    #expect(options.facts == .live)
    #expect(options.factsURL == URL(string: "http://flag.example"))
    var mouseOn = Self.configuration
    mouseOn.mouse = true
    let command = try #require(
      try ShoppingListCommand.parseAsRoot(["--no-mouse"]) as? ShoppingListCommand
    )
    #expect(try command.launchOptions(environment: [:], configuration: mouseOn).mouse == false)
  }

  @Test func theListFolderIsTheFlagElseTheEnvironmentElseTheFile() throws {
    func folder(_ arguments: [String], _ environment: [String: String]) throws -> String? {
      let command = try #require(
        try ShoppingListCommand.parseAsRoot(arguments) as? ShoppingListCommand
      )
      let options = try command.launchOptions(
        environment: ["HOME": "/home/ada"].merging(environment) { $1 },
        configuration: Self.configuration
      )
      guard case .sharedFolder(let location) = options.list else { return nil }
      return location.folder
    }
    #expect(try folder([], [:]) == "/home/ada/Sync/shopping")
    #expect(try folder([], ["SHOPPING_LIST_DIR": "/srv/list"]) == "/srv/list")
    #expect(try folder(["--list", "/tmp/try"], ["SHOPPING_LIST_DIR": "/srv/list"]) == "/tmp/try")
  }

  @Test func configIsASubcommandAndTakesTheConfigOption() throws {
    let config = try #require(
      try ShoppingListCommand.parseAsRoot(["config", "--config", "/c.toml", "--path"])
        as? ConfigCommand
    )
    #expect(config.configOptions.config == "/c.toml")
    #expect(config.printsPath)
    let root = try #require(
      try ShoppingListCommand.parseAsRoot(["--config", "/c.toml"]) as? ShoppingListCommand
    )
    #expect(root.configOptions.config == "/c.toml")
  }
}
