import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import NumberFactsLive
@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListTUI

@Suite struct ShoppingListCommandTests {
  @Test func parsesTheAppsOptions() throws {
    let factsURL = try #require(URL(string: "http://127.0.0.1:8080"))
    let command = try #require(
      try ShoppingListCommand.parseAsRoot([
        "--file", "/lists/week.json", "--facts", "offline", "--facts-url",
        "http://127.0.0.1:8080", "--debug-log", "/tmp/debug.log",
      ]) as? ShoppingListCommand
    )
    #expect(
      try command.launchOptions(environment: [:])
        == LaunchOptions(
          list: .singleFile(ListFile(path: "/lists/week.json")),
          facts: .offline,
          factsURL: factsURL,
          debugLogPath: "/tmp/debug.log"
        )
    )
  }

  @Test func defaultsToAutomaticFactsWithoutALog() throws {
    let command = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"]) as? ShoppingListCommand
    )
    #expect(
      try command.launchOptions(environment: [:])
        == LaunchOptions(list: .singleFile(ListFile(path: "/l.json")))
    )
  }

  @Test func theMouseIsOnUnlessNoMouseIsGiven() throws {
    let plain = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"]) as? ShoppingListCommand
    )
    #expect(try plain.launchOptions(environment: [:]).mouse == true)
    let noMouse = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json", "--no-mouse"])
        as? ShoppingListCommand
    )
    #expect(
      try noMouse.launchOptions(environment: [:])
        == LaunchOptions(list: .singleFile(ListFile(path: "/l.json")), mouse: false)
    )
  }

  @Test(arguments: [
    ("1", false), ("yes", false), ("true", false), ("0", true), ("", true), ("false", true),
    ("No", true),
  ])
  func theEnvironmentCanTurnTheMouseOff(value: String, mouse: Bool) throws {
    let command = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"]) as? ShoppingListCommand
    )
    let environment = ["SHOPPING_LIST_NO_MOUSE": value]
    #expect(try command.launchOptions(environment: environment).mouse == mouse)
  }

  @Test func takesTheFactsURLFromTheEnvironmentUnlessGiven() throws {
    let environment = [NumberFactBaseURL.environmentVariable: "https://facts.example/api"]
    let plain = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"]) as? ShoppingListCommand
    )
    #expect(
      try plain.launchOptions(environment: environment).factsURL
        == URL(string: "https://facts.example/api")
    )
    let given = try #require(
      try ShoppingListCommand.parseAsRoot([
        "--file", "/l.json", "--facts-url", "http://localhost:9",
      ]) as? ShoppingListCommand
    )
    #expect(
      try given.launchOptions(environment: environment).factsURL
        == URL(string: "http://localhost:9")
    )
  }

  @Test func refusesAFactsURLThatIsNoWebAddress() throws {
    for url in [
      "ftp://example.com", "example.com", "http://", "not a url", "http://127.0.0.1:8080/?n=1",
      "https://facts.example/api#top",
    ] {
      #expect(throws: (any Error).self, "\(url)") {
        try ShoppingListCommand.parseAsRoot(["--facts-url", url])
      }
    }
    let command = try #require(
      try ShoppingListCommand.parseAsRoot(["--file", "/l.json"]) as? ShoppingListCommand
    )
    let error = #expect(throws: ValidationError.self) {
      try command.launchOptions(
        environment: [NumberFactBaseURL.environmentVariable: "gopher://x"]
      )
    }
    #expect(
      error?.message
        == "Invalid SHOPPING_LIST_FACTS_URL \"gopher://x\": it must start with http:// or "
        + "https://. Give a base URL such as http://number-trivia.com or "
        + "http://127.0.0.1:8080/facts."
    )
  }

  @Test(arguments: [
    (["add", "milk"], AddCommand.self as any ParsableCommand.Type),
    (["list", "--format", "markdown"], ListCommand.self),
    (["import", "-"], ImportCommand.self),
    (["--file", "/l.json", "add", "milk"], AddCommand.self),
  ])
  func parsesEachSubcommand(arguments: [String], command: any ParsableCommand.Type) throws {
    let parsed = try ShoppingListCommand.parseAsRoot(arguments)
    #expect(type(of: parsed) == command)
  }

  @Test func acceptsTheFileBeforeOrAfterTheSubcommand() throws {
    for arguments in [["--file", "/l.json", "add", "milk"], ["add", "--file", "/l.json", "milk"]] {
      let add = try #require(try ShoppingListCommand.parseAsRoot(arguments) as? AddCommand)
      #expect(
        try add.listOptions.target() == .singleFile(ListFile(path: "/l.json")), "\(arguments)"
      )
    }
  }
}
