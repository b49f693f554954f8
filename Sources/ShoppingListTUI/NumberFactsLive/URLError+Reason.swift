import NumberFacts
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Short, lower-case reasons for transport failures, to follow "could not reach host:" in the
/// counter's error modal (Foundation's own descriptions are long and, on Linux, often generic).
extension URLError.Code {
  var shortReason: String {
    switch self {
    case .cannotFindHost, .dnsLookupFailed: "the host name could not be resolved"
    case .cannotConnectToHost: "no server accepted the connection"
    case .notConnectedToInternet: "there is no network connection"
    case .networkConnectionLost: "the connection was lost"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "the secure connection failed"
    case .badServerResponse, .cannotParseResponse: "the answer was not valid HTTP"
    case .httpTooManyRedirects, .redirectToNonExistentLocation: "the server redirected too often"
    case .unsupportedURL, .badURL: "the URL is not supported"
    default: "network error \(rawValue)"
    }
  }
}
