/// Why the shared list or this device's identity has no place, worded for the command line.
package enum SharedListLocationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No folder was named and neither `XDG_DATA_HOME` nor a home directory is known.
  case noFolder
  /// Neither `XDG_STATE_HOME` nor a home directory is known for the device identity.
  case noIdentity

  package var description: String {
    switch self {
    case .noFolder:
      "cannot find a place for the list: set HOME or XDG_DATA_HOME, or pass --list DIR "
        + "(or --file PATH for a single list file)"
    case .noIdentity:
      "cannot find a place for this device's identity: set HOME or XDG_STATE_HOME, or pass "
        + "--file PATH for a single list file"
    }
  }
}
