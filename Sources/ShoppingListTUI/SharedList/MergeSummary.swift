/// What a merge brought in, per device, for a status line such as "2 changes from laptop".
///
/// ```swift
/// let summary = list.changeCounts(since: before)
/// summary.description(names: [laptop: "laptop"])  // "2 changes from laptop"
/// ```
package struct MergeSummary: Equatable, Sendable {
  /// The number of register writes and removals that were new, by the device that made them.
  package var changes: [DeviceID: Int]

  /// A summary of these counts.
  package init(changes: [DeviceID: Int]) {
    self.changes = changes
  }

  /// This summary and `other`'s counts added up.
  package func merging(_ other: MergeSummary) -> MergeSummary {
    MergeSummary(changes: changes.merging(other.changes, uniquingKeysWith: +))
  }

  /// Whether the merge brought nothing new.
  package var isEmpty: Bool { changes.isEmpty }

  /// The total number of changes.
  package var total: Int { changes.values.reduce(0, +) }

  /// "2 changes from laptop, 1 change from phone", most changes first; a device without a name
  /// is named by the start of its id.
  package func description(names: [DeviceID: String]) -> String {
    changes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      .map { device, count in
        let name = names[device] ?? String(device.description.prefix(8))
        return "\(count) change\(count == 1 ? "" : "s") from \(name)"
      }
      .joined(separator: ", ")
  }
}
