// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// NB: `make release` builds the macro plug-ins in the debug build first and names their
// directory here: the release graph then holds no macro target, so no swift-syntax compiled with
// whole-module optimization for plug-ins that only run while compiling.
// swift-case-paths' `CasePaths` depends on its macro target, so that graph takes `CasePaths` from
// a module of ours (appended below).
let macroPluginDirectory = Context.environment["SHOPPING_LIST_MACRO_PLUGINS"]
/// `Architecture`'s macro target and `CasePaths`, or, with the plug-ins built, our `CasePaths`.
let macroDependencies: [Target.Dependency] =
  macroPluginDirectory == nil
  ? ["ArchitectureMacros", .product(name: "CasePaths", package: "swift-case-paths")]
  : ["CasePathsForPrebuiltMacros"]

let package = Package(
  name: "shopping-list",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Architecture", targets: ["Architecture"]),
    .executable(name: "shopping-list", targets: ["ShoppingListTUI"]),
    .executable(name: "architecture-benchmarks", targets: ["ArchitectureBenchmarks"]),
    .executable(name: "list-file-codec-benchmarks", targets: ["ListFileCodecBenchmarks"]),
    .executable(name: "shared-list-benchmarks", targets: ["SharedListBenchmarks"]),
    .executable(name: "paste-benchmarks", targets: ["PasteBenchmarks"]),
    .executable(name: "runtime-floor", targets: ["RuntimeFloor"]),
    .executable(name: "store-floor", targets: ["StoreFloor"]),
  ],
  // NB: SwiftPM enables the union of the traits every package asks of a dependency, and
  // swift-snapshot-testing (and swift-macro-testing through it) asks swift-custom-dump for its
  // defaults, FoundationNetworking among them. The release build turns the default traits off
  // (`--disable-default-traits`, see the Makefile), which leaves FoundationNetworking, snapshot
  // testing and macro testing out of its package graph.
  traits: [
    .trait(
      name: "SnapshotTests",
      description: "The tests that use swift-snapshot-testing or swift-macro-testing."
    ),
    .trait(
      name: "URLSession",
      description: """
        swift-dependencies' `\\.urlSession` dependency, as TCA has it, with FoundationNetworking \
        linked in; the app's release build leaves it out.
        """
    ),
    .default(enabledTraits: ["SnapshotTests", "URLSession"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // NB: the default CombineSchedulers trait would pull Combine/OpenCombine in on Linux, and
    // the default FoundationNetworking traits of both would link FoundationNetworking and 30
    // shared libraries, libcurl's among them, into the app (BENCHMARKS.md), which
    // fetches facts through libcurl opened at run time: swift-dependencies' comes only with
    // our default `URLSession` trait, which the release build turns off.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: [
        "Clocks", "Foundation",
        .trait(name: "FoundationNetworking", condition: .when(traits: ["URLSession"])),
      ]
    ),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // `swift package generate-documentation --target Architecture`: the DocC catalog, which CI
    // builds with no warnings.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
  ],
  targets: [
    .target(
      name: "Architecture",
      dependencies: macroDependencies + [
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    // `@Reducer`, `@ObservableState`: the compiler plug-in that `Architecture` exports.
    .macro(
      name: "ArchitectureMacros",
      dependencies: [
        "ArchitectureMacrosCore",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // The macros' expansions. NB: a library of its own so their tests link it, not the plug-in:
    // a test target that depends on a macro target is built for the host, and on Linux it takes
    // every other test target (one test bundle) with it, away from the executable they import.
    .target(
      name: "ArchitectureMacrosCore",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // NB: no pkgConfig: its cflags (-D_XOPEN_SOURCE=600) are rejected by SwiftPM with a warning;
    // `shim.h` defines what the wide-character API needs and the modulemap links ncursesw.
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    // The terminal UI: geometry, text width, canvas and frame diff, keys, the backend protocol,
    // the in-memory backend and the event-driven runtime. It knows no feature and no curses.
    .target(name: "TerminalUI", path: "Sources/ShoppingListTUI/TerminalUI"),
    // The ncurses backend and the full-screen launcher: the only app code that sees CNcurses.
    .target(
      name: "TerminalNcurses", dependencies: ["CNcurses", "TerminalUI"],
      path: "Sources/ShoppingListTUI/TerminalNcurses"
    ),
    // The domain: an item, a change a person makes to the list and a patch of what changed
    // elsewhere, and how a list in memory applies both. Every layer above speaks it.
    .target(
      name: "ShoppingListModel",
      dependencies: [
        .product(name: "IdentifiedCollections", package: "swift-identified-collections")
      ],
      path: "Sources/ShoppingListTUI/ShoppingListModel"
    ),
    // The list on disk: the file format, atomic writes, the lock, ListStorage.
    .target(
      name: "ShoppingListStorage",
      dependencies: [
        "ShoppingListModel",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Sources/ShoppingListTUI/ShoppingListStorage"
    ),
    // The shared list: a conflict-free replicated list (hybrid clocks, registers, tombstones,
    // position keys) and the folder of per-device files it is stored in.
    .target(
      name: "SharedList",
      dependencies: [
        "ShoppingListModel", "ShoppingListStorage",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Sources/ShoppingListTUI/SharedList"
    ),
    // Number facts: the client's interface and the facts worked out offline.
    .target(
      name: "NumberFacts",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
      path: "Sources/ShoppingListTUI/NumberFacts"
    ),
    // libcurl's functions and constants, for loading libcurl.so.4 at run time: no libcurl
    // headers at build time, and no libcurl needed to run the app but for live facts.
    .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
    // The live number-fact client over HTTP.
    .target(
      name: "NumberFactsLive",
      dependencies: [
        "CCurl", "NumberFacts", .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Sources/ShoppingListTUI/NumberFactsLive"
    ),
    // The features: reducers, their state and actions. No views, no terminal, no live I/O.
    .target(
      name: "ShoppingListFeatures",
      dependencies: [
        "Architecture", "NumberFacts", "ShoppingListModel", "ShoppingListStorage",
      ],
      path: "Sources/ShoppingListTUI/ShoppingListFeatures"
    ),
    // The views: view states, render functions into a canvas, key tables, the layout they measure.
    .target(
      name: "ShoppingListViews",
      dependencies: [
        "Architecture", "ShoppingListFeatures", "ShoppingListModel", "TerminalUI",
      ],
      path: "Sources/ShoppingListTUI/ShoppingListViews"
    ),
    // The config file: reads config.toml into key maps, colors and launch settings, with every
    // error located at its line. Never writes it; knows no curses and no live I/O but reading.
    .target(
      name: "ShoppingListConfig",
      dependencies: [
        "NumberFactsLive", "ShoppingListFeatures", "ShoppingListModel", "ShoppingListStorage",
        "ShoppingListViews", "TerminalUI",
        .product(name: "TOMLKit", package: "TOMLKit"),
      ],
      path: "Sources/ShoppingListTUI/ShoppingListConfig"
    ),
    // `shopping-list`: the command line and the live wiring, nothing else.
    .executableTarget(
      name: "ShoppingListTUI",
      dependencies: [
        "Architecture",
        "NumberFactsLive",
        "SharedList",
        "ShoppingListConfig",
        "ShoppingListFeatures",
        "ShoppingListModel",
        "ShoppingListStorage",
        "ShoppingListViews",
        "TerminalNcurses",
        "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      path: "Sources/ShoppingListTUI/Main"
    ),
    .executableTarget(
      name: "ArchitectureBenchmarks",
      dependencies: ["Architecture"],
      path: "Benchmarks/ArchitectureBenchmarks"
    ),
    .executableTarget(
      name: "ListFileCodecBenchmarks",
      dependencies: ["ShoppingListModel", "ShoppingListStorage", "TestSupport"],
      path: "Benchmarks/ListFileCodec"
    ),
    .executableTarget(
      name: "SharedListBenchmarks",
      dependencies: ["ShoppingListModel", "SharedList", "ShoppingListStorage"],
      path: "Benchmarks/SharedList"
    ),
    // The reducer the two Swift floors run (`make floor`).
    .target(
      name: "FloorCursorList", dependencies: ["Architecture"], path: "Benchmarks/FloorCursorList"
    ),
    // The least a cursor move costs through the store, the runtime and ncursesw (`make floor`).
    .executableTarget(
      name: "RuntimeFloor",
      dependencies: ["Architecture", "FloorCursorList", "TerminalNcurses", "TerminalUI"],
      path: "Benchmarks/RuntimeFloor"
    ),
    // The least a cursor move costs through the store and ncursesw, no canvas (`make floor`).
    .executableTarget(
      name: "StoreFloor",
      dependencies: ["Architecture", "CNcurses", "FloorCursorList"],
      path: "Benchmarks/StoreFloor"
    ),
    // A 100 KB paste through the keys, the reducers and the next frame, in memory.
    .executableTarget(
      name: "PasteBenchmarks",
      dependencies: [
        "Architecture", "ShoppingListFeatures", "ShoppingListModel", "ShoppingListStorage",
        "ShoppingListViews", "TerminalUI",
      ],
      path: "Benchmarks/Paste"
    ),
    // `captureIssues(during:)`: the tests that provoke a reported issue on purpose check it
    // without recording it, so a passing run prints none of them.
    .target(
      name: "IssueCapture",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/IssueCapture"
    ),
    .testTarget(
      name: "ArchitectureTests",
      dependencies: [
        "Architecture",
        "IssueCapture",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // NB: lets IssueReporting record `reportIssue` (TestStore failures) as test failures.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The macros' expansions and diagnostics, as source text.
    .testTarget(
      name: "ArchitectureMacrosTests",
      dependencies: [
        "ArchitectureMacrosCore",
        .product(
          name: "MacroTesting", package: "swift-macro-testing",
          condition: .when(traits: ["SnapshotTests"])
        ),
      ]
    ),
    // Helpers shared by the test targets below (temporary directories, subprocesses, list
    // fixtures, a seeded generator); never linked into the app.
    .target(
      name: "TestSupport",
      dependencies: [
        "ShoppingListModel",
        "Architecture", "ShoppingListFeatures", "ShoppingListStorage", "TerminalUI",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      path: "Tests/ShoppingListTUI/TestSupport"
    ),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"],
      path: "Tests/ShoppingListTUI/TerminalUITests"
    ),
    .testTarget(
      name: "ShoppingListModelTests",
      dependencies: [
        "ShoppingListModel", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/ShoppingListTUI/ShoppingListModelTests"
    ),
    .testTarget(
      name: "TerminalNcursesTests",
      dependencies: ["CNcurses", "TerminalNcurses", "TerminalUI", "TestSupport"],
      path: "Tests/ShoppingListTUI/TerminalNcursesTests"
    ),
    .testTarget(
      name: "ShoppingListStorageTests",
      dependencies: [
        "IssueCapture",
        "ShoppingListModel",
        "ShoppingListStorage", "TestSupport",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Tests/ShoppingListTUI/ShoppingListStorageTests"
    ),
    .testTarget(
      name: "SharedListTests",
      dependencies: [
        "ShoppingListModel",
        "SharedList",
        "ShoppingListStorage",
        "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/ShoppingListTUI/SharedListTests"
    ),
    .testTarget(
      name: "NumberFactsTests",
      dependencies: [
        "Architecture",
        "IssueCapture",
        "NumberFacts",
        "NumberFactsLive",
        "TestSupport",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      path: "Tests/ShoppingListTUI/NumberFactsTests"
    ),
    .testTarget(
      name: "ShoppingListFeaturesTests",
      dependencies: [
        "ShoppingListModel",
        "Architecture",
        "NumberFacts",
        "ShoppingListFeatures",
        "ShoppingListStorage",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ShoppingListTUI/ShoppingListFeaturesTests"
    ),
    .testTarget(
      name: "ShoppingListViewsTests",
      dependencies: [
        "ShoppingListModel",
        "Architecture",
        "ShoppingListFeatures",
        "ShoppingListStorage",
        "ShoppingListViews",
        "TerminalUI",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing",
          condition: .when(traits: ["SnapshotTests"])
        ),
      ],
      path: "Tests/ShoppingListTUI/ShoppingListViewsTests",
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ShoppingListConfigTests",
      dependencies: [
        "NumberFactsLive", "ShoppingListConfig", "ShoppingListFeatures", "ShoppingListViews",
        "TerminalUI", "TestSupport",
      ],
      path: "Tests/ShoppingListTUI/ShoppingListConfigTests"
    ),
    // The executable's own unit tests: the command line and the launcher.
    .testTarget(
      name: "ShoppingListTUITests",
      dependencies: [
        "ShoppingListModel",
        "Architecture",
        "NumberFactsLive",
        "SharedList",
        "ShoppingListFeatures",
        "ShoppingListStorage",
        "ShoppingListConfig",
        "ShoppingListTUI",
        "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ShoppingListTUI/ShoppingListTUITests"
    ),
    // The built `shopping-list` binary as users run it: subprocesses and tmux.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "SharedList", "ShoppingListModel", "ShoppingListStorage", "ShoppingListTUI", "TestSupport",
      ],
      path: "Tests/ShoppingListTUI/EndToEndTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

if let macroPluginDirectory {
  package.targets.append(
    .target(
      name: "CasePathsForPrebuiltMacros",
      dependencies: [.product(name: "CasePathsCore", package: "swift-case-paths")]
    )
  )
  // NB: the alias, as target names must be unique in a package graph, swift-case-paths' included.
  let flags = [
    "-load-plugin-executable", "\(macroPluginDirectory)/ArchitectureMacros-tool#ArchitectureMacros",
    "-load-plugin-executable", "\(macroPluginDirectory)/CasePathsMacros-tool#CasePathsMacros",
    "-module-alias", "CasePaths=CasePathsForPrebuiltMacros",
  ]
  for target in package.targets where target.type != .macro && target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
  }
}
