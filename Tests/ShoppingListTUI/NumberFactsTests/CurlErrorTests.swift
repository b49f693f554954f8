import TestSupport
import Testing

@testable import NumberFactsLive

struct CurlErrorTests {
  @Test(arguments: [
    (CurlError(code: 6), "the host name could not be resolved"),
    (CurlError(code: 5), "the host name could not be resolved"),
    (CurlError(code: 7, systemError: 111), "no server accepted the connection"),
    (CurlError(code: 7, systemError: 101), "there is no network connection"),
    (CurlError(code: 56), "the connection was lost"),
    (CurlError(code: 52), "the connection was lost"),
    (CurlError(code: 60), "the secure connection failed"),
    (CurlError(code: 35), "the secure connection failed"),
    (CurlError(code: 8), "the answer was not valid HTTP"),
    (CurlError(code: 1), "the URL is not supported"),
    (
      CurlError(code: 47, message: "Number of redirects hit maximum amount"),
      "network error 47: Number of redirects hit maximum amount"
    ),
    (CurlError(code: -1), "network error -1"),
  ])
  func namesTheFailureShortly(error: CurlError, reason: String) {
    #expect(error.shortReason == reason)
  }

  @Test func onlyTheOperationTimeoutIsATimeout() {
    #expect(CurlError(code: 28).isTimeout)
    #expect(!CurlError(code: 7).isTimeout)
  }
}
