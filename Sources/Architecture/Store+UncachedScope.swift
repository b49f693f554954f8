extension Store {
  /// Reports scoping to optional or collection state from a store that cannot keep its child
  /// stores (made by the deprecated closure form of `scope`, or scoped from one), in TCA's words:
  /// such child stores are made anew at every scope, so they are not the ones observers hold.
  func reportIfUncached(at callSite: CallSite) {
    guard !self.core.canCacheChildren else { return }
    reportIssue(
      uncachedStoreMessage,
      fileID: callSite.fileID,
      filePath: callSite.filePath,
      line: callSite.line,
      column: callSite.column
    )
  }

  // NB: as TCA's to the character (a no-break space after "2."), so tests matching it match.
  private var uncachedStoreMessage: String {
    """
    Scoping from uncached '\(self.debugDescription)' is not compatible with observation.

    This can happen for one of two reasons:

    1. A parent view scopes on a store using transform functions, which has been \
    deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
    to update these scopes: \
    https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

    2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
    'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
    bindings. Read the migration guide for 1.7 to update those APIs: \
    https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
    """
  }
}
