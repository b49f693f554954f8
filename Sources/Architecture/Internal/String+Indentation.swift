/// Indentation helpers for the multi-line messages of issue reports.
extension String {
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }

  func trimmingLeadingSpaces() -> String {
    String(self.drop { $0 == " " })
  }
}
