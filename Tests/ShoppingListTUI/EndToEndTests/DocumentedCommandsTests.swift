import Foundation
import Testing

/// Every `shopping-list` command line the README shows, in its code blocks and in backticks,
/// names only subcommands and options that the built binary's parser knows, as its own
/// description of its arguments (`--experimental-dump-help`) says: documenting an option that
/// does not exist, or one that was renamed, fails here.
@Suite(.hangWatchdog(.seconds(120))) struct DocumentedCommandsTests {
  /// A command as the parser describes it: its options (with whether each takes a value), whether
  /// it takes arguments, its subcommands, and the one it runs when given none.
  struct Command {
    var name: String
    var options: [String: Bool] = [:]
    var takesArguments = false
    var subcommands: [String: Command] = [:]
    var defaultSubcommand: String?

    init(_ json: [String: Any]) {
      name = json["commandName"] as? String ?? ""
      defaultSubcommand = json["defaultSubcommand"] as? String
      for argument in json["arguments"] as? [[String: Any]] ?? [] {
        let kind = argument["kind"] as? String
        if kind == "positional" { takesArguments = true }
        for name in argument["names"] as? [[String: Any]] ?? [] {
          guard let text = name["name"] as? String else { continue }
          let dashes = name["kind"] as? String == "short" ? "-" : "--"
          options[dashes + text] = kind == "option"
        }
      }
      for subcommand in json["subcommands"] as? [[String: Any]] ?? [] {
        let command = Command(subcommand)
        subcommands[command.name] = command
      }
    }

    /// Every option of this command and of the commands under it.
    var allOptions: Set<String> {
      subcommands.values.reduce(into: Set(options.keys)) { $0.formUnion($1.allOptions) }
    }
  }

  /// One command line the document shows, as words, with the line it starts on.
  struct Mention: CustomStringConvertible {
    var line: Int
    var words: [String]
    var description: String { "README.md:\(line): \(words.joined(separator: " "))" }
  }

  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  static func parser() async throws -> Command {
    var root: Command?
    try await ShoppingListExecutable.withTemporaryHome { app in
      let dump = try await app.run("--experimental-dump-help")
      #expect(dump.status == 0, "\(dump.standardError)")
      let json = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8))
      let command = (json as? [String: Any])?["command"] as? [String: Any]
      root = Command(try #require(command))
    }
    var parser = try #require(root)
    // NB: swift-argument-parser answers these itself, before any command's arguments, so its
    // description of the arguments leaves them out.
    parser.options["--generate-completion-script"] = true
    parser.options["--experimental-dump-help"] = false
    return parser
  }

  /// Splits `text` into words as a shell would: quotes keep spaces, `#` starts a comment, and a
  /// pipe or a redirection ends the command.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var inWord = false
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
        continue
      }
      switch character {
      case "\"", "'":
        quote = character
        inWord = true
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        if !inWord && ["#", ">", "<"].contains(character) { return words }
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// The command lines of `text`: lines of code blocks (fenced or indented by four spaces), each
  /// part between pipes, that run `shopping-list` (after a prompt and variable assignments), and
  /// spans in backticks that do, or that start with a subcommand and name an option (`list
  /// --format json`), or that are an option alone (`--in LIST`, checked against every command).
  static func mentions(in text: String, subcommands: Set<String>) -> [Mention] {
    var mentions: [Mention] = []
    var inFence = false
    var prose: [(line: Int, text: String)] = []
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard inFence || line.hasPrefix("    ") else {
        prose.append((index + 1, line))
        continue
      }
      for part in line.components(separatedBy: " | ") {
        var partWords = words(part)
        if partWords.first == "$" { partWords.removeFirst() }
        while let first = partWords.first, first.contains("="), !first.hasPrefix("-") {
          partWords.removeFirst()
        }
        if partWords.first == "shopping-list" {
          mentions.append(Mention(line: index + 1, words: partWords))
        }
      }
    }
    // NB: a span in backticks may go on to the next line of a paragraph.
    var lineOfOffset: [Int] = []
    let joined = prose.map { entry in
      lineOfOffset.append(contentsOf: repeatElement(entry.line, count: entry.text.count + 1))
      return entry.text
    }.joined(separator: "\n")
    for match in joined.matches(of: /`([^`]+)`/) {
      let spanWords = words(String(match.1).replacingOccurrences(of: "\n", with: " "))
      guard let first = spanWords.first else { continue }
      let line = lineOfOffset[joined.distance(from: joined.startIndex, to: match.range.lowerBound)]
      if first == "shopping-list" {
        mentions.append(Mention(line: line, words: spanWords))
      } else if subcommands.contains(first), spanWords.contains(where: { $0.hasPrefix("--") }) {
        mentions.append(Mention(line: line, words: ["shopping-list"] + spanWords))
      } else if first.hasPrefix("--") {
        mentions.append(Mention(line: line, words: [first]))
      }
    }
    return mentions
  }

  /// What `mention` names that `root` does not have; none when every subcommand and option
  /// exists.
  static func problems(of mention: Mention, in root: Command) -> [String] {
    guard mention.words.first == "shopping-list" else {
      let option = mention.words[0].components(separatedBy: "=")[0]
      return root.allOptions.contains(option) ? [] : ["\(mention): no command has \(option)"]
    }
    var problems: [String] = []
    var command = root
    var path = "shopping-list"
    var argumentSeen = false
    var index = 1
    while index < mention.words.count {
      let word = mention.words[index].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
      index += 1
      if word.hasPrefix("-"), word != "-", word != "--" {
        let option = word.components(separatedBy: "=")[0]
        if command.options[option] == nil, let name = command.defaultSubcommand,
          let subcommand = command.subcommands[name]
        {
          command = subcommand
          path += " " + name
        }
        guard let takesValue = command.options[option] else {
          problems.append("\(mention): `\(path)` has no option \(option)")
          break
        }
        if takesValue && !word.contains("=") { index += 1 }
        continue
      }
      let alternatives = word.components(separatedBy: "|")
      if !argumentSeen, alternatives.allSatisfy({ command.subcommands[$0] != nil }) {
        guard alternatives.count == 1, let subcommand = command.subcommands[word] else { break }
        command = subcommand
        path += " " + word
      } else if !argumentSeen, !command.takesArguments {
        problems.append("\(mention): `\(path)` has no subcommand \(word)")
        break
      } else {
        argumentSeen = true
      }
    }
    return problems
  }

  @Test func everyCommandAndOptionTheReadmeNamesExists() async throws {
    let root = try await Self.parser()
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let mentions = Self.mentions(in: text, subcommands: Set(root.subcommands.keys))
    #expect(mentions.count >= 40)
    #expect(mentions.flatMap { Self.problems(of: $0, in: root) } == [])
  }

  @Test func aNonexistentOptionOrSubcommandIsFound() async throws {
    let root = try await Self.parser()
    let text = """
      Print it with `shopping-list list --colour red`, or `list --format json`.

          shopping-list lists add Party
          $ SHOPPING_LIST_DIR=/tmp/l shopping-list frobnicate --now
          printf 'milk\\n' | shopping-list import --in Party -

      The `--flavour` option, and `--in LIST`.
      """
    let mentions = Self.mentions(in: text, subcommands: Set(root.subcommands.keys))
    #expect(
      mentions.map(\.description) == [
        "README.md:3: shopping-list lists add Party",
        "README.md:4: shopping-list frobnicate --now",
        "README.md:5: shopping-list import --in Party -",
        "README.md:1: shopping-list list --colour red",
        "README.md:1: shopping-list list --format json",
        "README.md:7: --flavour",
        "README.md:7: --in",
      ]
    )
    let problems = mentions.flatMap { Self.problems(of: $0, in: root) }
    let expected: [String] = [
      "README.md:4: shopping-list frobnicate --now: `shopping-list` has no subcommand frobnicate",
      "README.md:1: shopping-list list --colour red: `shopping-list list` has no option --colour",
      "README.md:7: --flavour: no command has --flavour",
    ]
    #expect(problems == expected)
  }
}
