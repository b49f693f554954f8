import Glibc

/// How the process asks glibc's allocator for memory.
enum MemoryAllocator {
  /// Gives every block of 1 MiB or more its own mapping, returned to the system when freed.
  ///
  /// glibc starts with that threshold at 128 KiB but raises it each time such a block is freed,
  /// up to 32 MiB; after that the multi-megabyte arrays of a 100,000-item list (the items
  /// shown, a device file being written) come from the heap, where freed ones stay resident
  /// beside the next. Measured on a shared list of 100,000 items: 72 instead of 89 MB after
  /// the start, 99 instead of 137 MB after five saves.
  static func returnLargeBlocksWhenFreed() {
    // NB: `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; looked up by
    // name instead. `M_MMAP_THRESHOLD` is -3 there.
    typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: SetOption.self)(-3, 1 << 20)
  }
}
