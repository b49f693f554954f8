import Dispatch
import Foundation

/// Calls back when a device file lands in a folder: written and closed, renamed into place
/// (atomic writes, Syncthing, Dropbox), or deleted, as inotify reports it. No polling: the
/// process sleeps until the kernel has an event, so an idle app stays at zero CPU.
///
/// Events are read on the given queue; a burst of them (a sync engine delivering several
/// files) becomes one call, made once the kernel has no more events queued.
///
/// ```swift
/// let watcher = try FolderWatcher(path: folder.path, queue: queue) { reloadFolder() }
/// // …
/// watcher.stop()
/// ```
// NB: unchecked because Dispatch does not mark its sources Sendable; the only thing done with
// the source after init is `cancel()`, which Dispatch allows from any thread.
package final class FolderWatcher: @unchecked Sendable {
  private let source: any DispatchSourceRead

  /// Why a folder cannot be watched.
  package struct Failure: Error, CustomStringConvertible {
    /// The system's reason.
    package var description: String
  }

  /// Starts watching `path`; `changed` runs on `queue` after each burst of events about device
  /// files.
  package init(
    path: String, queue: DispatchQueue, changed: @escaping @Sendable () -> Void
  ) throws(Failure) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)
    guard inotify_add_watch(descriptor, path, mask) >= 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot watch \(path): \(reason)")
    }
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler {
      if Self.drainEvents(from: descriptor) { changed() }
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  /// Stops watching; no call is made after this returns on the watcher's queue.
  package func stop() {
    source.cancel()
  }

  deinit {
    source.cancel()
  }

  /// Reads every queued event; whether any was about a device file (a name `DeviceFileName`
  /// reads), or the kernel dropped events and anything may have changed.
  private static func drainEvents(from descriptor: Int32) -> Bool {
    var relevant = false
    let capacity = 64 * 1024
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
          relevant = true
        } else if event.len > 0 {
          let name = String(cString: (buffer + nameStart).assumingMemoryBound(to: CChar.self))
          if DeviceFileName.isSource(name) { relevant = true }
        }
        offset = nameStart + Int(event.len)
      }
    }
    return relevant
  }
}
