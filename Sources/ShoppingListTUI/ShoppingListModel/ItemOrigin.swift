import Foundation

/// Who added an item and when: the name the device had then and the time of the add.
package struct ItemOrigin: Equatable, Hashable, Sendable {
  /// The adding device's name ("Ada's phone").
  package var device: String
  /// When it was added.
  package var time: Date

  /// An item added by `device` at `time`.
  package init(device: String, time: Date) {
    self.device = device
    self.time = time
  }
}
