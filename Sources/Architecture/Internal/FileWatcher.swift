import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Calls back when one file is written and closed, renamed into place (atomic writes, editors,
/// sync engines), created or deleted, as inotify reports it in the file's folder. The folder is
/// watched rather than the file, whose inode an atomic write replaces. No polling: the process
/// sleeps until the kernel has an event.
///
/// ```swift
/// let watcher = try FileWatcher(url: settingsFile) { reload() }
/// ```
// NB: unchecked because Dispatch does not mark its sources Sendable; the only thing done with
// the source after init is `cancel()`, which Dispatch allows from any thread.
final class FileWatcher: @unchecked Sendable {
  private let source: any DispatchSourceRead

  /// Why a file cannot be watched.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts watching `url`, creating its folder if it does not exist yet; `changed` runs on a
  /// queue of the watcher's after each burst of events about the file.
  init(url: URL, changed: @escaping @Sendable () -> Void) throws(Failure) {
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true
      )
    } catch {
      throw Failure(description: "cannot create \(folder): \(error.localizedDescription)")
    }
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
    let mask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR
    )
    guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot watch \(folder): \(reason)")
    }
    let queue = DispatchQueue(label: "Architecture.FileWatcher")
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler {
      if Self.drainEvents(descriptor, mentioning: name) { changed() }
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  /// Stops watching; no call is made after the watcher's queue finishes the current one.
  func stop() {
    source.cancel()
  }

  deinit {
    source.cancel()
  }

  /// Reads every queued event; whether one was about `name`, or the kernel dropped events and
  /// the file may have changed.
  private static func drainEvents(_ descriptor: Int32, mentioning name: String) -> Bool {
    var mentioned = false
    let capacity = 16 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer, capacity)
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = offset + MemoryLayout<inotify_event>.size
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          mentioned = true
        } else if event.len > 0,
          String(cString: (buffer + nameStart).assumingMemoryBound(to: CChar.self)) == name
        {
          mentioned = true
        }
        offset = nameStart + Int(event.len)
      }
    }
    return mentioned
  }
}
