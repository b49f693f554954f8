import Foundation
import SharedList

/// What `shopping-list devices` prints: one row per device file in the folder, with the
/// device's name and id, its newest change in local time, how many items it wrote about, and
/// whether the file could be read (the reason if not). This device is marked, and conflict
/// copies a sync engine made are shown as such. A column is as wide as its text prints:
/// ``StandardStream`` escapes a control character in a name from the folder as `\u{1B}`.
///
/// ```text
/// NAME                  ID                                    LAST CHANGE          ITEMS  FILE
/// laptop (this device)  11111111-0000-4000-8000-000000000001  2025-11-24 13:00:00  3      read
/// phone                 22222222-0000-4000-8000-000000000002  -                    -      …
/// ```
enum DeviceTable {
  /// The table for `snapshot`, read as `device`, times shown in `timeZone`.
  static func render(
    _ snapshot: FolderSnapshot, device: DeviceIdentity, timeZone: TimeZone = .current
  ) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let names = snapshot.deviceNames
    func label(_ id: DeviceID?) -> String {
      let name = id.flatMap { names[$0] } ?? (id == device.id ? device.name : "?")
      return id == device.id ? "\(name) (this device)" : name
    }
    var rows: [Row] = snapshot.sources.map { source in
      let time = source.newestStamp.map {
        formatter.string(from: Date(timeIntervalSince1970: Double($0.wall) / 1000))
      }
      return Row(
        device: source.header.device, file: source.name, name: label(source.header.device),
        id: source.header.device.description, lastChange: time ?? "-",
        items: String(source.recordCount),
        state: (source.isConflictCopy ? "read, a conflict copy: \(source.name)" : "read")
          + (source.heldBackNote.map { " (\($0))" } ?? "")
      )
    }
    for file in snapshot.skipped {
      let id = DeviceFileName.device(inName: file.name)
      rows.append(
        Row(
          device: id, file: file.name, name: label(id), id: id?.description ?? "?",
          lastChange: "-", items: "-",
          state: "cannot be read (\(file.reason)): \(file.name); read again once it changes"
        )
      )
    }
    if !rows.contains(where: { $0.device == device.id }) {
      rows.append(
        Row(
          device: device.id, file: "", name: label(device.id), id: device.id.description,
          lastChange: "-", items: "0", state: "no changes yet"
        )
      )
    }
    // NB: this device first, then by name and file.
    rows.sort { lhs, rhs in
      let (left, right) = (lhs.device == device.id ? 0 : 1, rhs.device == device.id ? 0 : 1)
      return (left, lhs.name, lhs.file) < (right, rhs.name, rhs.file)
    }
    let header = Row(
      device: nil, file: "", name: "NAME", id: "ID", lastChange: "LAST CHANGE", items: "ITEMS",
      state: "FILE"
    )
    return TextColumns.render(
      ([header] + rows).map { [$0.name, $0.id, $0.lastChange, $0.items, $0.state] }
    )
  }

  private struct Row {
    var device: DeviceID?
    var file: String
    var name: String
    var id: String
    var lastChange: String
    var items: String
    var state: String
  }
}
