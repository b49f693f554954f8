#if URLSession
  import Architecture
  import Foundation
  import FoundationNetworking
  import Testing

  /// swift-dependencies' `\.urlSession`, which TCA features use to fetch, comes with the package's
  /// default `URLSession` trait.
  @MainActor
  struct URLSessionDependencyTests {
    @Reducer
    struct Downloader {
      struct State: Equatable {
        var timeout: Double = 0
      }

      enum Action: Equatable {
        case sessionChecked
      }

      @Dependency(\.urlSession) var urlSession

      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.timeout = urlSession.configuration.timeoutIntervalForRequest
          return .none
        }
      }
    }

    @Test func aFeatureUsesTheSessionItIsGiven() async {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = 7
      let store = TestStore(initialState: Downloader.State()) {
        Downloader()
      } withDependencies: {
        $0.urlSession = URLSession(configuration: configuration)
      }
      await store.send(.sessionChecked) { $0.timeout = 7 }
    }
  }
#endif
