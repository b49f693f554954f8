import Foundation

/// Item names with case and accents folded away, so "Éclair", "ECLAIR" and "eclair" compare,
/// sort and match as one name: the rule the app's sort and filter and the command line's item
/// names share.
///
/// ```swift
/// NameFolding.folded("Éclair")  // "eclair"
/// NameFolding.folded("MILK")  // "milk"
/// ```
package enum NameFolding {
  /// `name` in lower case without accents; ASCII names take a fast path.
  package static func folded(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
