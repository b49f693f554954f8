import CCurl
import NumberFacts

/// libcurl, opened at run time: the app needs it only to fetch live facts, so a machine without
/// it still runs, and the live client answers every fetch with why there is no libcurl.
struct CurlLibrary: @unchecked Sendable {
  // NB: @unchecked: `cc_load` fills the table once and nothing writes it after.
  let functions: UnsafePointer<cc_library>

  /// The file opened: libcurl's ABI has been `libcurl.so.4` since 2006.
  static let fileName = "libcurl.so.4"

  /// The libcurl every live client shares, opened on the first fetch.
  static let shared = load(fileName)

  /// Opens the libcurl at `file` (a file name looked up as the dynamic loader does, or a path),
  /// or says why it cannot serve.
  static func load(_ file: String) -> Result<CurlLibrary, NumberFactError> {
    var reason = [CChar](repeating: 0, count: 512)
    guard let functions = cc_load(file, &reason, reason.count) else {
      let bytes = reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let detail = String(decoding: bytes, as: UTF8.self)
      return .failure(.unavailable(reason: "the app could not load libcurl (\(detail))"))
    }
    return .success(CurlLibrary(functions: functions))
  }
}
