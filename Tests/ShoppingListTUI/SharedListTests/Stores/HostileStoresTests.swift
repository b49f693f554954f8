import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A stores folder written by someone who means harm: each way a forged stores file can carry
/// what a store or a trip cannot (a trip that is not JSON, or of the wrong shape, a store that
/// is not an id, more items than are read, escape sequences in every name, an aisle order that
/// is not one) and the folder's own limits, checked on the stores' own reader. The store beside
/// them is always read. A hang ends the run naming the test.
@Suite(.hangWatchdog(.seconds(60))) struct HostileStoresTests {
  typealias F = StoresFixture
  static let phoneFile = "device-\(HostileFolderTests.phoneID).jsonl"
  static let lidlID = F.lidl.uuid.uuidString
  static let tripID = F.phoneTrip.uuidString

  /// Lidl's record, with `fields` after its name.
  static func lidl(_ fields: String = "") -> String {
    #"{"id": "\#(lidlID)", "edited": [\#(Fixture.noon), 0], "name": ["Lidl"], "#
      + #""position": ["a0"]\#(fields)}"#
  }

  /// The record of the phone's trip whose register holds `value`, raw.
  static func trip(_ value: String) -> String {
    #"{"id": "\#(tripID)", "edited": [\#(Fixture.noon), 1], "trip": [\#(value)]}"#
  }

  /// A well-formed trip's JSON with `fields` replacing those given.
  static func tripJSON(
    store: String = #""\#(lidlID)""#, by: String = #""Ada""#,
    started: String = "\(Fixture.noon - 60_000)", finished: String = "\(Fixture.noon)",
    checked: String = #"[["milk", "Dairy & Eggs"]]"#, notFound: String = "[]"
  ) -> String {
    #"{"store": \#(store), "list": "", "by": \#(by), "started": \#(started), "#
      + #""finished": \#(finished), "checked": \#(checked), "not-found": \#(notFound)}"#
  }

  /// Writes the phone's stores file holding `records`.
  func writePhoneFile(_ records: [String], in directory: TemporaryDirectory) throws {
    try FileSystem.createDirectories(directory.appending("list/stores"))
    try directory.write(
      HostileFolderTests.deviceFile(HostileFolderTests.phoneID, records),
      to: "list/stores/" + Self.phoneFile
    )
  }

  /// What the laptop reads of the stores folder at noon.
  func read(_ directory: TemporaryDirectory) throws -> (FolderSnapshot, StoreDirectory) {
    let snapshot = try F.laptop(directory).read(now: Fixture.noon)
    return (snapshot, snapshot.list.storeDirectory(ownDevice: Fixture.laptop))
  }

  @Test func theForgedFileIsReadAsAStoreAndATripWhenWellFormed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try writePhoneFile([Self.lidl(), Self.trip(Self.tripJSON())], in: directory)
    let (snapshot, stores) = try read(directory)
    #expect(snapshot.skipped == [])
    #expect(stores.stores.map(\.name) == ["Lidl"])
    #expect(
      stores.trips == [
        Trip(
          id: F.phoneTrip, store: F.lidl, shopper: "Ada", isOwn: false, started: F.at(-60),
          lastActivity: F.at(0), finished: F.at(0),
          checked: [TripItem(name: "milk", category: "Dairy & Eggs")]
        )
      ])
  }

  /// Checks that each of `values`, as the register of a trip beside Lidl, makes no trip, and
  /// that the file is read all the same.
  func expectNoTrip(
    in values: [String], _ directory: TemporaryDirectory,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for value in values {
      try writePhoneFile([Self.lidl(), Self.trip(value)], in: directory)
      let (snapshot, stores) = try read(directory)
      #expect(snapshot.skipped == [], "\(value)", sourceLocation: sourceLocation)
      #expect(stores.stores.map(\.name) == ["Lidl"], "\(value)", sourceLocation: sourceLocation)
      #expect(stores.trips == [], "\(value)", sourceLocation: sourceLocation)
    }
  }

  @Test func aTripRegisterThatIsNotATripIsNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try expectNoTrip(
      in: [
        #""not json: {""#, "12", "null", "true", "[]", #"["store"]"#, "{}",
        #"{"store": "\#(Self.lidlID)"}"#,
      ], directory)
  }

  @Test func aLineThatIsNotJSONSkipsTheFileAsTheListsFilesAre() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try writePhoneFile([Self.lidl(), Self.trip("{not json")], in: directory)
    let (snapshot, stores) = try read(directory)
    #expect(snapshot.skipped.map(\.name) == [Self.phoneFile])
    #expect(stores == StoreDirectory())
  }

  @Test func aTripOfTheWrongTypesIsNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try expectNoTrip(
      in: [
        Self.tripJSON(store: "5"), Self.tripJSON(by: "null"), Self.tripJSON(by: "[]"),
        Self.tripJSON(started: #""noon""#), Self.tripJSON(started: "1.5e400"),
        Self.tripJSON(finished: #""later""#), Self.tripJSON(checked: #""milk""#),
        Self.tripJSON(checked: "[[1, 2]]"), Self.tripJSON(checked: #"{"milk": "Dairy"}"#),
        Self.tripJSON(notFound: #""saffron""#), Self.tripJSON(notFound: "[null]"),
      ], directory)
  }

  @Test func aTripToAStoreThatIsNotAnIDIsNoneAndARecordThatIsNotOneSkipsTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for store in [#""Lidl""#, #""""#, #""\#(Self.lidlID)0""#, #""../../etc""#] {
      try writePhoneFile([Self.lidl(), Self.trip(Self.tripJSON(store: store))], in: directory)
      let (_, stores) = try read(directory)
      #expect(stores.trips == [], "\(store)")
    }
    try writePhoneFile(
      [Self.lidl().replacingOccurrences(of: Self.lidlID, with: "lidl")], in: directory)
    let (snapshot, stores) = try read(directory)
    #expect(snapshot.skipped.map(\.name) == [Self.phoneFile])
    #expect(stores.stores == [])
  }

  /// Times past any a device writes: the largest a stamp may have once made the directory
  /// trap turning a trip's finish into a walk.
  @Test func aTripTimedOutsideTheYearsADeviceWritesIsNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (started, finished) in [
      ("0", "9223372036854775807"), ("9223372036854775000", "null"),
      ("-9223372036854775808", "\(Fixture.noon)"), ("-1", "\(Fixture.noon)"),
    ] {
      try writePhoneFile(
        [Self.lidl(), Self.trip(Self.tripJSON(started: started, finished: finished))],
        in: directory)
      let (_, stores) = try read(directory)
      #expect(stores.trips == [], "\(started) \(finished)")
      #expect(stores.store(F.lidl)?.tripCount == 0)
    }
  }

  @Test func moreItemsThanAreReadMakeNoTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let many = "[" + Array(repeating: #"["m","P"]"#, count: 20_000).joined(separator: ",") + "]"
    let names = "[" + Array(repeating: #""s""#, count: 20_000).joined(separator: ",") + "]"
    for trip in [Self.tripJSON(checked: many), Self.tripJSON(notFound: names)] {
      try writePhoneFile([Self.lidl(), Self.trip(trip)], in: directory)
      let (snapshot, stores) = try read(directory)
      #expect(snapshot.skipped == [])
      #expect(stores.trips == [])
      #expect(stores.store(F.lidl)?.learnedAisles == AisleOrder(categories: []))
    }
    // As many as are read make one.
    let most = "[" + Array(repeating: #"["m","P"]"#, count: 10_000).joined(separator: ",") + "]"
    try writePhoneFile([Self.lidl(), Self.trip(Self.tripJSON(checked: most))], in: directory)
    #expect(try read(directory).1.trips.map(\.checked.count) == [10_000])
  }

  @Test func namesWithEscapeSequencesAndControlsComeOutCleaned() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let trip = Self.tripJSON(
      by: #""Ada\u001B]0;pwned\u0007""#,
      checked: #"[["milk\u001B[2J", "Dairy\u009B31m & Eggs"], ["\u202Eeggs\u200B", "\u0000"], "#
        + #"["\u0007", "Bakery"]]"#,
      notFound: #"["saffron\r\n", "\u001B", "caper\u2028s"]"#
    )
    try writePhoneFile(
      [
        Self.lidl(#", "aisles": [["Bakery\u0007", "\u001B[1mProduce", "\u0085"]]"#)
          .replacingOccurrences(of: #"["Lidl"]"#, with: #"["Lidl\u001B[31m\u202E"]"#),
        Self.trip(trip),
      ],
      in: directory
    )
    let (_, stores) = try read(directory)
    #expect(stores.stores.map(\.name) == ["Lidl[31m"])
    #expect(
      stores.store(F.lidl)?.handSetAisles == AisleOrder(categories: ["Bakery", "[1mProduce"]))
    let read = try #require(stores.trips.first)
    #expect(read.shopper == "Ada]0;pwned")
    #expect(
      read.checked == [
        TripItem(name: "milk[2J", category: "Dairy31m & Eggs"),
        TripItem(name: "eggs", category: ""),
      ])
    #expect(read.notFound == ["saffron", "caper s"])
    let printed =
      stores.stores.map(\.name) + [read.shopper] + read.checked.flatMap { [$0.name, $0.category] }
      + read.notFound + (stores.store(F.lidl)?.aisles.categories ?? [])
    for text in printed {
      #expect(
        !text.unicodeScalars.contains {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }, "\(text.debugDescription)")
    }
  }

  @Test func anAislesValueThatIsNotAnArrayOfStringsIsNoOrder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for value in [
      #""Bakery""#, "12", "null", "{}", #"{"0": "Bakery"}"#, "[1, 2]", #"[["Bakery"]]"#,
      #"["Bakery", null]"#, "[]", #"["", " "]"#,
      "[" + Array(repeating: #""c""#, count: 10_001).joined(separator: ",") + "]",
    ] {
      try writePhoneFile([Self.lidl(#", "aisles": [\#(value)]"#)], in: directory)
      let (snapshot, stores) = try read(directory)
      #expect(snapshot.skipped == [], "\(value)")
      #expect(stores.stores.map(\.name) == ["Lidl"], "\(value)")
      #expect(stores.store(F.lidl)?.handSetAisles == nil, "\(value)")
    }
  }

  @Test func aFIFOOrAFolderNamedLikeAStoresFileIsSkippedWithoutBlocking() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = F.laptop(directory)
    try laptop.create(F.lidl, "Lidl", now: Fixture.noon)
    #expect(mkfifo(directory.appending("list/stores/" + Self.phoneFile), 0o644) == 0)
    try FileSystem.createDirectories(
      directory.appending("list/stores/device-\(HostileFolderTests.tabletID).jsonl"))
    let (snapshot, stores) = try read(directory)
    #expect(stores.stores.map(\.name) == ["Lidl"])
    #expect(
      snapshot.skipped.map(\.reason).sorted() == [
        "it is a FIFO, not a regular file", "it is a folder, not a regular file",
      ])
    // The laptop still writes its own.
    try laptop.create(F.rewe, "Rewe", now: Fixture.noon + 1)
    #expect(try laptop.names(now: Fixture.noon + 2) == ["Lidl", "Rewe"])
  }

  @Test func aStoresFileLargerThanTheLimitIsRefusedUnread() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try writePhoneFile([Self.lidl()], in: directory)
    let path = directory.appending("list/stores/" + Self.phoneFile)
    // NB: a sparse file: its size is past the limit without 64 MB written.
    #expect(truncate(path, off_t(DeviceFileLimits.fileSize + 1)) == 0)
    let (snapshot, stores) = try read(directory)
    #expect(
      snapshot.skipped.map(\.reason) == [
        "it is larger than 64 MB, the most a file in a shared folder may hold"
      ])
    #expect(stores == StoreDirectory())
  }
}
