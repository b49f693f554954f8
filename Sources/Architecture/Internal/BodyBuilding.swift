/// The reducer types whose bodies are being built, so that a feature that contains itself stops
/// building there instead of recursing without end.
@usableFromInline
enum BodyBuilding {
  @TaskLocal static var inProgress: Set<ObjectIdentifier> = []

  /// Runs `build` unless a body of `type` is already being built further up, in which case it
  /// returns `nil`.
  @usableFromInline
  static func unlessBuilding<Built>(_ type: Any.Type, _ build: () -> Built?) -> Built? {
    let id = ObjectIdentifier(type)
    let inProgress = Self.inProgress
    guard !inProgress.contains(id) else { return nil }
    return Self.$inProgress.withValue(inProgress.union([id])) { build() }
  }
}
