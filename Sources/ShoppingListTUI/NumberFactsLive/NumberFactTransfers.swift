import NumberFacts
import Dependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of ``NumberFactTransport``'s session: collects each answer up to its size limit,
/// stops transfers that cannot succeed (a status outside 2xx, too many bytes) as soon as that is
/// known, and resumes the waiting caller when a transfer ends.
package final class NumberFactTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // NB: @unchecked because NSObject is not Sendable; the only mutable state is behind a lock.

  private struct Transfer {
    var limit: Int
    var continuation: CheckedContinuation<Data, any Error>
    var body = Data()
    /// Why the transfer was stopped early, if it was.
    var failure: NumberFactError?
  }

  private let transfers = LockIsolated<[Int: Transfer]>([:])

  /// Starts tracking `task`, whose outcome resumes `continuation`.
  package func begin(
    _ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<Data, any Error>
  ) {
    transfers.withValue {
      $0[task.taskIdentifier] = Transfer(limit: limit, continuation: continuation)
    }
  }

  /// Stops tracking `task` and resumes its caller with `result`; later events are ignored.
  package func end(_ task: URLSessionTask, with result: Result<Data, any Error>) {
    let transfer = transfers.withValue { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.continuation.resume(with: result)
  }

  package func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let failure = stop(dataTask) { transfer in
      Self.failure(of: response, limit: transfer.limit)
    }
    completionHandler(failure == nil ? .allow : .cancel)
  }

  package func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data
  ) {
    _ = stop(dataTask) { transfer in
      if let response = dataTask.response,
        let failure = Self.failure(of: response, limit: transfer.limit)
      {
        return failure
      }
      guard transfer.body.count + data.count <= transfer.limit else {
        return .tooLarge(limit: transfer.limit)
      }
      transfer.body.append(data)
      return nil
    }
  }

  package func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let transfer = transfers.withValue({ $0[task.taskIdentifier] }) else { return }
    if let failure = transfer.failure {
      end(task, with: .failure(failure))
    } else if let error = error as? URLError, error.code == .cancelled {
      end(task, with: .failure(CancellationError()))
    } else if let error {
      end(task, with: .failure(error))
    } else if let response = task.response,
      let failure = Self.failure(of: response, limit: transfer.limit)
    {
      end(task, with: .failure(failure))
    } else {
      end(task, with: .success(transfer.body))
    }
  }

  /// Updates `task`'s transfer with `check` and cancels the task when it returns a failure.
  private func stop(
    _ task: URLSessionTask, if check: @Sendable (inout Transfer) -> NumberFactError?
  ) -> NumberFactError? {
    let failure = transfers.withValue { transfers -> NumberFactError? in
      guard var transfer = transfers[task.taskIdentifier], transfer.failure == nil else {
        return nil
      }
      transfer.failure = check(&transfer)
      if transfer.failure != nil { transfer.body = Data() }
      transfers[task.taskIdentifier] = transfer
      return transfer.failure
    }
    // NB: asynchronously, as `cancel()` waits for the session's work queue.
    if failure != nil { DispatchQueue.global().async { task.cancel() } }
    return failure
  }

  /// Why an answer with this response head cannot be a fact, if it cannot.
  private static func failure(of response: URLResponse, limit: Int) -> NumberFactError? {
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      return .status(status)
    }
    if response.expectedContentLength > Int64(limit) {
      return .tooLarge(limit: limit)
    }
    return nil
  }
}
