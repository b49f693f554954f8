import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct NumberFactErrorTests {
  @Test(arguments: [
    (NumberFactError.status(404), "the server answered 404 Not Found"),
    (.status(500), "the server answered 500 Internal Server Error"),
    (.status(599), "the server answered 599"),
    (.timedOut(after: .seconds(5)), "the request timed out after 5 s"),
    (.timedOut(after: .milliseconds(1500)), "the request timed out after 1500 ms"),
    (.tooLarge(limit: 64 * 1024), "the answer was larger than 64 KiB"),
    (.tooLarge(limit: 1000), "the answer was larger than 1000 bytes"),
    (.notUTF8, "the answer was not UTF-8 text"),
    (.empty, "the answer was empty"),
    (
      .unreachable(host: "number-trivia.com", reason: "the host name could not be resolved"),
      "could not reach number-trivia.com: the host name could not be resolved"
    ),
    (
      .unavailable(reason: "the app could not load libcurl (libcurl.so.4: no such file)"),
      "the app could not load libcurl (libcurl.so.4: no such file)"
    ),
  ])
  func saysWhatWentWrongInAFewWords(error: NumberFactError, description: String) {
    #expect(error.description == description)
    #expect(error.localizedDescription == description)
  }
}
