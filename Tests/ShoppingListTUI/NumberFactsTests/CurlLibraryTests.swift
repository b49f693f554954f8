import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct CurlLibraryTests {
  @Test func loadsTheSystemsLibcurl() {
    #expect(throws: Never.self) { try CurlLibrary.load("libcurl.so.4").get() }
  }

  @Test func saysWhyAMissingLibraryCannotBeLoaded() {
    #expect(
      throws: NumberFactError.unavailable(
        reason: "the app could not load libcurl (libshopping-list-absent.so.4: cannot open shared "
          + "object file: No such file or directory)"
      )
    ) {
      try CurlLibrary.load("libshopping-list-absent.so.4").get()
    }
  }

  @Test func namesTheFunctionALibraryLacks() {
    #expect(
      throws: NumberFactError.unavailable(
        reason: "the app could not load libcurl (libc.so.6 has no curl_global_init "
          + "(libcurl 7.68 or later is needed))"
      )
    ) {
      try CurlLibrary.load("libc.so.6").get()
    }
  }
}
