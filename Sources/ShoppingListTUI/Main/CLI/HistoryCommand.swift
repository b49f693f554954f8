import ArgumentParser
import SharedList
import ShoppingListModel

/// `shopping-list history`: what has left the list, how often it was bought and when.
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Show what has left the list: how often each item was bought, and when last.",
    discussion: """
      One line per item of the list (--in LIST, the main list by default) that was ever checked \
      and cleared, deleted or removed, most often \
      bought first, then most recently: its name, category, the quantity it last had, how many \
      times it left the list in the basket (every device's count added up) and when last (local \
      time). json prints the same as a JSON array, times in UTC. The history is shared through \
      the list's folder (its history folder); a history file that cannot be read is skipped \
      with a warning on standard error. Needs a shared folder: a --file list keeps no history.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @OptionGroup var list: ListOption

  @Option(help: "How to print the history: plain or json.")
  var format: TableOutputFormat = .plain

  func validate() throws {
    try listOptions.requireSharedFolder(for: "history")
  }

  func run() throws {
    guard case .sharedFolder(let location) = try listOptions.target() else { return }
    let folder = try SharedListAccess.openForReading(location)
    var shown = ListID.main
    if let name = list.name {
      shown = try ListTarget.list(named: name, in: FolderLists(try folder.read().list)) ?? .main
    }
    let history = SharedListAccess.readHistory(HistoryFolder(listFolder: folder))
    let entries = history.index.entries.filter { $0.list == shown }
    switch format {
    case .plain:
      StandardStream.output.write(HistoryTable.render(entries))
    case .json:
      StandardStream.output.write(HistoryTable.json(entries), escapedAs: .json)
    }
  }
}
