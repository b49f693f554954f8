import ArgumentParser
import SharedList

/// `shopping-list devices`: who writes to the shared list, and whether each file could be read.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
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
    guard listOptions.listFileOptions.file == nil else {
      throw ValidationError(
        "devices needs a shared list folder; --file names a single list file, which only this "
          + "device writes. Use --list DIR, or neither option for the default folder."
      )
    }
  }

  func run() throws {
    guard case let .sharedFolder(location) = try listOptions.target() else { return }
    let folder = try SharedListAccess.openForReading(location)
    let snapshot = try folder.read()
    StandardStream.output.write(DeviceTable.render(snapshot, device: folder.device))
  }
}
