import ArgumentParser
import SharedList
import ShoppingListModel

/// `shopping-list devices`: who writes to the shared list, and this device's name.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "Show each device that writes to the shared list, or rename this one.",
    subcommands: [DevicesShowCommand.self, DevicesRenameCommand.self],
    defaultSubcommand: DevicesShowCommand.self
  )
}

/// `shopping-list devices [show]`: one line per device file, and whether it could be read.
struct DevicesShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show each device that writes to the shared list.",
    discussion: """
      One line per device file in the folder: the device's name and id, its last change (local \
      time), how many items it wrote about, and whether the file could be read, with the reason \
      when not (a file still being synced is read again once it is whole). This device is \
      marked; copies a sync engine made on a conflict are shown as such and merged like any \
      other file. Needs a shared folder: a --file list has no devices.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  func validate() throws {
    try listOptions.requireSharedFolder(for: "devices")
  }

  func run() throws {
    guard case .sharedFolder(let location) = try listOptions.target() else { return }
    let folder = try SharedListAccess.openForReading(location)
    let snapshot = try folder.read()
    StandardStream.output.write(DeviceTable.render(snapshot, device: folder.device))
  }
}

/// `shopping-list devices rename NAME`: the name other devices give this one.
struct DevicesRenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename",
    abstract: "Give this device the name other devices show (\"2 changes from NAME\").",
    discussion: """
      A new device is named after its host. The name is kept with this device's identity and \
      written into its file in the shared folder, so every device shows it from its next read. \
      It is cleaned as an item name is and cut at \(ShoppingItem.maximumNameLength) characters.
      """
  )

  @OptionGroup var listOptions: CommandListOptions

  @Argument(help: ArgumentHelp("The device's new name, e.g. \"Ada's phone\".", valueName: "name"))
  var name: String

  func validate() throws {
    try listOptions.requireSharedFolder(for: "devices rename")
    try NameArguments.validate([name])
  }

  func run() throws {
    guard case .sharedFolder(let location) = try listOptions.target() else { return }
    let name = ShoppingItem.sanitizedName(name)
    try SharedListAccess.renameDevice(location, to: name)
    StandardStream.output.write("This device is now called \(name)\n")
  }
}
