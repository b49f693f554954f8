import Foundation

/// A real Syncthing daemon on 127.0.0.1 for a test: a home of its own, no discovery, relays or
/// NAT, and one shared folder that it syncs with one peer at a fixed loopback address.
///
/// ```swift
/// let laptop = try await SyncthingDaemon(home: directory.appending("laptop"))
/// let phone = try await SyncthingDaemon(home: directory.appending("phone"))
/// try laptop.share(folder: directory.appending("laptop-list"), with: phone, dial: true)
/// try phone.share(folder: directory.appending("phone-list"), with: laptop, dial: false)
/// try laptop.start()
/// try phone.start()
/// defer { laptop.stop(); phone.stop() }
/// ```
package final class SyncthingDaemon: @unchecked Sendable {
  /// The daemon's device id, as Syncthing prints it.
  package let deviceID: String
  /// The daemon's configuration and database.
  package let home: String
  /// Where it listens for its peer.
  package let listenPort: UInt16
  private let guiPort: UInt16
  private let reservedPorts: [ClosedPort]
  private var hasReleasedPorts = false
  private var process: Process?
  /// Stops the daemon if the run ends before ``stop()`` (see ``TestRunCleanup``).
  private var cleanup: UUID?

  /// The folder id both daemons share.
  package static let folderID = "shopping-list"

  /// Generates a home (keys and a blank configuration) and reads the device id.
  package init(home: String) async throws {
    let executable = try Self.executable()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let generated = try await Subprocess.run(
      executable, ["generate", "--home=\(home)", "--no-default-folder", "--skip-port-probing"],
      environment: Self.environment
    )
    guard generated.status == 0 else { throw Failure.generate(generated.standardError) }
    let shown = try await Subprocess.run(
      executable, ["serve", "--home=\(home)", "--device-id"], environment: Self.environment
    )
    let deviceID = shown.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    guard shown.status == 0, !deviceID.isEmpty else { throw Failure.deviceID(shown.standardError) }
    self.deviceID = deviceID
    self.home = home
    // NB: bound (not listening) until the daemon starts, so no other test takes them meanwhile.
    reservedPorts = [try ClosedPort(), try ClosedPort()]
    listenPort = reservedPorts[0].number
    guiPort = reservedPorts[1].number
  }

  /// Writes the configuration: `folder` shared with `peer`, watched for changes (a second after
  /// the last one) and rescanned every few seconds should a change escape the watcher.
  ///
  /// Only one of two peers should `dial` the other (every second while it is down): when both
  /// dial at once, Syncthing drops one of the two connections and the pair can take twenty
  /// seconds or more to settle.
  package func share(folder: String, with peer: SyncthingDaemon, dial: Bool) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let configuration = """
      <configuration version="36">
          <folder id="\(Self.folderID)" label="\(Self.folderID)" path="\(folder)" type="sendreceive" \
      rescanIntervalS="5" fsWatcherEnabled="true" fsWatcherDelayS="1">
              <device id="\(deviceID)"></device>
              <device id="\(peer.deviceID)"></device>
          </folder>
          \(Self.device(deviceID, address: "tcp://127.0.0.1:\(listenPort)"))
          \(Self.device(peer.deviceID, address: dial ? "tcp://127.0.0.1:\(peer.listenPort)" : "dynamic"))
          <gui enabled="true" tls="false">
              <address>127.0.0.1:\(guiPort)</address>
              <apikey>\(UUID().uuidString)</apikey>
          </gui>
          <options>
              <listenAddress>tcp://127.0.0.1:\(listenPort)</listenAddress>
              <globalAnnounceEnabled>false</globalAnnounceEnabled>
              <localAnnounceEnabled>false</localAnnounceEnabled>
              <relaysEnabled>false</relaysEnabled>
              <natEnabled>false</natEnabled>
              <startBrowser>false</startBrowser>
              <urAccepted>-1</urAccepted>
              <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
              <crashReportingEnabled>false</crashReportingEnabled>
              <reconnectionIntervalS>1</reconnectionIntervalS>
          </options>
      </configuration>
      """
    try configuration.write(toFile: home + "/config.xml", atomically: true, encoding: .utf8)
  }

  /// Starts the daemon; its log goes to `log.txt` in its home.
  package func start() throws {
    guard process == nil else { return }
    if !hasReleasedPorts {
      for port in reservedPorts { port.release() }
      hasReleasedPorts = true
    }
    let log = home + "/log.txt"
    if !FileManager.default.fileExists(atPath: log) {
      _ = FileManager.default.createFile(atPath: log, contents: nil)
    }
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    output.seekToEndOfFile()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Self.executable())
    process.arguments = [
      "serve", "--home=\(home)", "--no-browser", "--no-restart", "--no-upgrade",
    ]
    process.environment = Self.environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    try process.run()
    self.process = process
    let processID = process.processIdentifier
    cleanup = TestRunCleanup.shared.register { kill(processID, SIGTERM) }
  }

  /// Stops the daemon and waits for it to exit.
  package func stop() {
    guard let process else { return }
    process.terminate()
    process.waitUntilExit()
    self.process = nil
    if let cleanup { TestRunCleanup.shared.unregister(cleanup) }
  }

  /// The daemon's log so far, for a failure message.
  package var log: String {
    (try? String(contentsOfFile: home + "/log.txt", encoding: .utf8)) ?? ""
  }

  deinit {
    stop()
    if !hasReleasedPorts { for port in reservedPorts { port.release() } }
  }

  private static func device(_ id: String, address: String) -> String {
    """
    <device id="\(id)" compression="metadata">
                <address>\(address)</address>
            </device>
    """
  }

  /// What the daemons run with: no update checks, and their own notion of home.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["STNOUPGRADE"] = "1"
    environment["STNORESTART"] = "1"
    return environment
  }

  /// `syncthing` on the `PATH` (Debian's package; `.ci/run` installs it).
  private static func executable() throws -> String {
    guard let path = ProgramOnPath.find("syncthing") else { throw Failure.notInstalled }
    return path
  }

  /// Why a daemon could not be set up.
  package enum Failure: Error, CustomStringConvertible {
    case notInstalled
    case generate(String)
    case deviceID(String)

    package var description: String {
      switch self {
      case .notInstalled: "syncthing is not on the PATH (apt-get install syncthing)"
      case .generate(let output): "syncthing generate failed: \(output)"
      case .deviceID(let output): "syncthing --device-id failed: \(output)"
      }
    }
  }
}
