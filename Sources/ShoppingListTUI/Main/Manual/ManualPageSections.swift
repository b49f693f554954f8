import ShoppingListFeatures
import ShoppingListViews

/// The man page's KEYS and FILES sections in mdoc(7), which `make install` adds to the page
/// swift-argument-parser's `generate-manual` makes from the command tree.
///
/// NB: `generate-manual` has no way to add sections, and the command's discussion would put the
/// keys into `--help` too; so the binary prints these sections (hidden
/// `--generate-manual-sections`) and the install script inserts them after DESCRIPTION.
enum ManualPageSections {
  /// Both sections, from `keys` (every key of the app) and `files`.
  static func mdoc(keys: [KeyMap.Section], files: [ManualFiles.Entry]) -> String {
    var lines = [
      ".Sh KEYS",
      "Press",
      // NB: `\&` keeps mdoc from reading a lone `?` as punctuation that ends a sentence.
      ".Sy \\&?",
      "in the app for the keys of the pane in use.",
      "A pane's own keys come first: while a name or a filter is typed,",
      ".Sy q",
      "and",
      ".Sy \\&?",
      "are just letters.",
      "These are the default keys: a configuration file can rebind them (see",
      ".Sx FILES ) ,",
      "and",
      ".Ic shopping-list keys",
      "prints the keys in effect.",
    ]
    for group in keys {
      let widest = group.lines.map(\.keys).max { $0.count < $1.count } ?? ""
      lines += [
        ".Ss " + MDocText.argument(group.title),
        ".Bl -tag -width " + MDocText.argument(widest) + " -compact",
      ]
      for binding in group.lines {
        lines += [".It Sy " + MDocText.argument(binding.keys), MDocText.line(binding.summary)]
      }
      lines.append(".El")
    }
    lines += [".Sh FILES", ".Bl -tag -width Ds"]
    for entry in files {
      lines += [".It Pa " + MDocText.argument(entry.path), MDocText.line(entry.description)]
    }
    lines.append(".El")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The sections for this build: every key as `keys` binds them (the user's configuration,
  /// so the installed page shows their keys) and the files it uses.
  static func mdoc(for keys: KeyMap) -> String {
    mdoc(keys: keys.helpSections, files: ManualFiles.entries)
  }
}
