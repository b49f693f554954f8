// `CasePaths` in the release build of `make release`, where `-module-alias` gives this module that
// name (see Package.swift): what swift-case-paths' `CasePaths` gives `Architecture` and the
// `@CasePathable` expansions, without its dependency on its macro target. The plug-in that expands
// `@CasePathable` is built in the debug build and loaded with `-load-plugin-executable`.
@_exported import CasePathsCore

/// swift-case-paths' `@CasePathable`, declared as it declares it. Its expansion names types as
/// `CasePaths.PartialCaseKeyPath` and the like, hence this module's name.
@attached(extension, conformances: CasePathable, CasePathIterable)
@attached(member, names: named(AllCasePaths), named(allCasePaths), named(_$Element))
public macro CasePathable() =
  #externalMacro(module: "CasePathsMacros", type: "CasePathableMacro")

/// The task local that `TestStore` sets around a non-exhaustive assertion; swift-case-paths'
/// `XCTModify` reads it, and nothing reads it in a release build.
@_spi(Internals) public enum XCTModifyLocals {
  @TaskLocal public static var isExhaustive = true
}
