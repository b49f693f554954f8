import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct URLErrorReasonTests {
  @Test(arguments: [
    (URLError.Code.cannotFindHost, "the host name could not be resolved"),
    (.dnsLookupFailed, "the host name could not be resolved"),
    (.cannotConnectToHost, "no server accepted the connection"),
    (.notConnectedToInternet, "there is no network connection"),
    (.networkConnectionLost, "the connection was lost"),
    (.serverCertificateUntrusted, "the secure connection failed"),
    (.badServerResponse, "the answer was not valid HTTP"),
    (.httpTooManyRedirects, "the server redirected too often"),
    (.unsupportedURL, "the URL is not supported"),
    (.fileDoesNotExist, "network error -1100"),
  ])
  func namesTheFailureShortly(code: URLError.Code, reason: String) {
    #expect(code.shortReason == reason)
  }
}
