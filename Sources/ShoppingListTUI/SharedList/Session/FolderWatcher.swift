import Dispatch
import Foundation
import ShoppingListStorage

/// Calls back when a device file lands in a folder: written and closed, renamed into place
/// (atomic writes, Syncthing, Dropbox), or deleted, as inotify reports it. No polling: the
/// process sleeps until the kernel has an event, so an idle app stays at zero CPU.
///
/// Events are read on the given queue; a burst of them (a sync engine delivering several
/// files) becomes one call, made once the kernel has no more events queued. When the folder
/// itself is deleted or moved away (a `git checkout`, a sync engine's folder set up again),
/// the watcher calls back and waits in the folder's parent for a folder of that name to come
/// back, then watches it again and calls back once more.
///
/// ```swift
/// let watcher = try FolderWatcher(path: folder.path, queue: queue) { reloadFolder() }
/// // …
/// watcher.stop()
/// ```
// NB: unchecked because Dispatch does not mark its sources Sendable; the only thing done with
// the source after init is `cancel()`, which Dispatch allows from any thread.
final class FolderWatcher: @unchecked Sendable {
  private let source: any DispatchSourceRead

  /// Why a folder cannot be watched.
  package struct Failure: Error, CustomStringConvertible {
    /// The system's reason.
    package var description: String
  }

  /// Starts watching `path`; `changed` runs on `queue` after each burst of events about device
  /// files or the folder itself.
  package init(
    path: String, queue: DispatchQueue, changed: @escaping @Sendable () -> Void
  ) throws(Failure) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
    var watches = Watches(descriptor: descriptor, path: path)
    guard watches.watchFolder() else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot watch \(path): \(reason)")
    }
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler {
      if watches.drainEvents() { changed() }
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

  /// The watch on the folder, or, while the folder is gone, on its parent for its return. Only
  /// ever used on the watcher's queue.
  private struct Watches {
    let descriptor: Int32
    let path: String
    /// The folder's watch, -1 while the folder is gone.
    private var folder: Int32 = -1
    /// The parent's watch while the folder is gone, else -1.
    private var parent: Int32 = -1

    init(descriptor: Int32, path: String) {
      self.descriptor = descriptor
      self.path = path
    }

    /// Watches the folder; false, with `errno` set, when it cannot.
    mutating func watchFolder() -> Bool {
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_DELETE_SELF
          | IN_MOVE_SELF | IN_ONLYDIR
      )
      folder = inotify_add_watch(descriptor, path, mask)
      return folder >= 0
    }

    /// Reads every queued event; whether any was about a device file (a name `DeviceFileName`
    /// reads) or the folder itself, or the kernel dropped events and anything may have changed.
    mutating func drainEvents() -> Bool {
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
          let name =
            event.len > 0
            ? String(cString: (buffer + nameStart).assumingMemoryBound(to: CChar.self)) : nil
          if handle(event, name: name) { relevant = true }
          offset = nameStart + Int(event.len)
        }
      }
      return relevant
    }

    /// Follows the folder away and back; whether `event` may have changed what it holds.
    private mutating func handle(_ event: inotify_event, name: String?) -> Bool {
      let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
      if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
        if folder < 0 { lookForFolder() }
        return true
      }
      if event.wd == folder, folder >= 0 {
        if event.mask & gone != 0 {
          if event.mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, folder) }
          folder = -1
          lookForFolder()
          return true
        }
        return name.map(DeviceFileName.isSource) ?? false
      }
      if event.wd == parent, parent >= 0, name == FileSystem.fileName(of: path),
        event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
      {
        lookForFolder()
        return folder >= 0
      }
      return false
    }

    /// Watches the folder again if it is back, else its parent for it to come back (nothing,
    /// when the parent is gone too: the app then shows changes again after a restart).
    private mutating func lookForFolder() {
      if parent < 0 {
        parent = inotify_add_watch(
          descriptor, FileSystem.directory(of: path), UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR)
        )
      }
      // NB: after the parent's watch, so that a folder made in between is not missed.
      if watchFolder(), parent >= 0 {
        inotify_rm_watch(descriptor, parent)
        parent = -1
      }
    }
  }
}
