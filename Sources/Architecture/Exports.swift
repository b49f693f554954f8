@_exported import CasePaths
@_exported import Clocks
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import Observation

#if URLSession
  // NB: on Linux `URLSession` lives in FoundationNetworking, which `import Foundation` leaves
  // out; features that fetch through `\.urlSession` port with only the import changed.
  @_exported import FoundationNetworking
#endif
