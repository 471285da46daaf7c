/// The process's allocator settings, which only the program (never the library) may choose.
///
/// Every frame allocates the same large buffers again: the canvas (8 MB at 1080p), the layers of shadows,
/// masks and 3-D effects, the converted planes. glibc serves blocks over its mmap threshold with fresh
/// pages, which the kernel faults in and zeroes on first touch, and gives the heap's free top back after
/// every frame; together that was a tenth of a 1080p effects render's CPU time (`make bench`, effects-1080:
/// 1.2–2.0 s of system time per 300 frames, against 0.2–0.6 s with these settings). Raising both
/// thresholds keeps freed buffers in the process for the next frame.
enum MemoryTuning {
  static func apply() {
    #if os(Linux)
      _ = mallopt(mmapThreshold, 256 << 20)
      _ = mallopt(trimThreshold, 1 << 30)
    #endif
  }

  // <malloc.h> is not part of Swift's Glibc module: its one function and two constants, as glibc defines them.
  private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
}

#if os(Linux)
  @_silgen_name("mallopt")
  private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
