import CCurl

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A transfer libcurl ended with an error of its own (no connection, no name, a broken answer),
/// with what it said, so the live client can tell a timeout from the rest and name the rest
/// shortly.
struct CurlError: Error, Equatable, Sendable {
  /// libcurl's `CURLcode`.
  var code: Int32
  /// The system's `errno` of the failed connection (`CURLINFO_OS_ERRNO`), or 0.
  var systemError: Int32 = 0
  /// `curl_easy_strerror`'s sentence, for the codes that have no short reason here.
  var message: String = ""

  /// Whether the transfer ran out of time.
  var isTimeout: Bool { code == CC_E_OPERATION_TIMEDOUT }

  /// A short, lower-case reason to follow "could not reach host:" in the counter's error modal.
  var shortReason: String {
    switch code {
    case CC_E_COULDNT_RESOLVE_HOST, CC_E_COULDNT_RESOLVE_PROXY:
      "the host name could not be resolved"
    case CC_E_COULDNT_CONNECT where systemError == ENETUNREACH:
      "there is no network connection"
    case CC_E_COULDNT_CONNECT:
      "no server accepted the connection"
    case CC_E_PARTIAL_FILE, CC_E_GOT_NOTHING, CC_E_SEND_ERROR, CC_E_RECV_ERROR:
      "the connection was lost"
    case CC_E_SSL_CONNECT_ERROR, CC_E_SSL_CERTPROBLEM, CC_E_PEER_FAILED_VERIFICATION,
      CC_E_SSL_CACERT_BADFILE:
      "the secure connection failed"
    case CC_E_WEIRD_SERVER_REPLY: "the answer was not valid HTTP"
    case CC_E_UNSUPPORTED_PROTOCOL, CC_E_URL_MALFORMAT: "the URL is not supported"
    default: message.isEmpty ? "network error \(code)" : "network error \(code): \(message)"
    }
  }
}
