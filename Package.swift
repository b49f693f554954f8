// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "shopping-list",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Architecture", targets: ["Architecture"]),
    .executable(name: "shopping-list", targets: ["ShoppingListTUI"]),
    .executable(name: "architecture-benchmarks", targets: ["ArchitectureBenchmarks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // NB: the default CombineSchedulers trait would pull Combine/OpenCombine in on Linux.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation", "FoundationNetworking"]
    ),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "Architecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // NB: no pkgConfig: its cflags (-D_XOPEN_SOURCE=600) are rejected by SwiftPM with a warning;
    // `shim.h` defines what the wide-character API needs and the modulemap links ncursesw.
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    .executableTarget(
      name: "ShoppingListTUI",
      dependencies: [
        "Architecture",
        "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "ArchitectureBenchmarks",
      dependencies: ["Architecture"],
      path: "Benchmarks/ArchitectureBenchmarks"
    ),
    .testTarget(
      name: "ArchitectureTests",
      dependencies: [
        "Architecture",
        // NB: lets IssueReporting record `reportIssue` (TestStore failures) as test failures.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ShoppingListTUITests",
      dependencies: [
        "Architecture",
        "ShoppingListTUI",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
