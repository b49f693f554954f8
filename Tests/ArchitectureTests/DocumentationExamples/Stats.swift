import Architecture
import Foundation

/// The "Sharing state" article's shared value: how often a counter was pressed.
struct Stats: Codable, Equatable {
  var count = 0

  mutating func increment() { count += 1 }
}

extension SharedReaderKey where Self == FileStorageKey<Stats> {
  static var stats: Self { fileStorage(URL(fileURLWithPath: "/home/me/.local/state/stats.json")) }
}
