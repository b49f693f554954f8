import Testing

@testable import ShoppingListTUI
@testable import ShoppingListViews

/// The man page's KEYS and FILES sections: mdoc that no key name or summary can break.
@Suite struct ManualPageSectionsTests {
  @Test func writesEachGroupOfKeysAsATaggedListAndEachFileAsAPath() {
    let keys = [
      KeyMap.Section(
        table: .dialog,
        title: "In a dialog",
        lines: [
          (keys: "j down", summary: "scroll down"),
          (keys: "y n …", summary: "the button with that letter"),
        ]
      )
    ]
    let files = [ManualFiles.Entry(path: "$XDG_STATE_HOME/shopping-list/", description: "Ours.")]
    #expect(
      ManualPageSections.mdoc(keys: keys, files: files) == """
        .Sh KEYS
        Press
        .Sy \\&?
        in the app for the keys of the pane in use.
        A pane's own keys come first: while a name or a filter is typed,
        .Sy q
        and
        .Sy \\&?
        are just letters.
        These are the default keys: a configuration file can rebind them (see
        .Sx FILES ) ,
        and
        .Ic shopping-list keys
        prints the keys in effect.
        .Ss "In a dialog"
        .Bl -tag -width "j down" -compact
        .It Sy "j down"
        scroll down
        .It Sy "y n \\[u2026]"
        the button with that letter
        .El
        .Sh FILES
        .Bl -tag -width Ds
        .It Pa "$XDG_STATE_HOME/shopping-list/"
        Ours.
        .El

        """
    )
  }

  @Test(arguments: [
    (".hidden", "\\&.hidden"),
    ("'quoted'", "\\&'quoted'"),
    ("a \\ b", "a \\e b"),
    ("café 🥚", "caf\\[u00E9] \\[u1F95A]"),
    ("x.y 'z'", "x.y 'z'"),
  ])
  func guardsRequestsBackslashesAndCharactersBeyondASCIIInText(text: String, line: String) {
    #expect(MDocText.line(text) == line)
  }

  @Test func quotesAnArgumentWithItsOwnQuotesEscaped() {
    #expect(MDocText.argument(#"say "hi" \ ä"#) == #""say \(dqhi\(dq \e \[u00E4]""#)
  }

  @Test func listsEveryKeyGroupOfBothPanes() {
    let titles = ManualPageSections.mdoc(for: .standard).split(separator: "\n").filter {
      $0.hasPrefix(".Ss ")
    }
    #expect(
      titles == [
        #".Ss "Moving""#, #".Ss "Adding and changing items""#, #".Ss "The basket""#,
        #".Ss "Order""#, #".Ss "Lists""#, #".Ss "Going to the store""#, #".Ss "Finding""#,
        #".Ss "Undo""#, #".Ss "Typing a name, a note or a category""#,
        #".Ss "Editing text (a name, a note, a category, the filter)""#, #".Ss "Filtering""#,
        #".Ss "In the usuals""#, #".Ss "In a store's aisles""#, #".Ss "In the counter""#,
        #".Ss "In a dialog""#, #".Ss "Everywhere""#,
        #".Ss "In this help""#,
      ]
    )
  }
}
