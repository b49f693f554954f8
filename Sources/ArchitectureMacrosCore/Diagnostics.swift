import SwiftDiagnostics

/// A message of one of the macros, with its severity.
struct ArchitectureDiagnostic: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  static func error(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func warning(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .warning)
  }

  static func fixIt(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .note)
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ArchitectureMacros", id: self.id)
  }

  var fixItID: MessageID {
    self.diagnosticID
  }
}
