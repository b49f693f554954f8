import ArgumentParser

/// The ways `shopping-list history` and `shopping-list trips` can print what they show.
enum TableOutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// An aligned table with a header line.
  case plain
  /// A JSON array of objects.
  case json
}
