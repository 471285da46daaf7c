/// The bytes of a converted picture's planes in one allocation, freed when the last owner lets go: the
/// converter that wrote them, the writer, and libavcodec, which holds them (through an `AVBufferRef`) for
/// as long as its encoder needs the picture, so the writer hands them over without copying.
///
/// Written by the converter that makes it before it is shared, and again only when nothing else holds it.
final class PlaneBuffer: @unchecked Sendable {
  /// The first byte.
  let base: UnsafeMutableRawPointer
  /// The number of bytes.
  let count: Int
  /// Where each plane starts, in bytes from ``base``.
  let offsets: [Int]

  /// Uninitialized planes of `sizes` bytes, one after the other, each aligned to 64 bytes.
  init(sizes: [Int]) {
    var offsets: [Int] = []
    var end = 0
    for size in sizes {
      offsets.append(end)
      end += (size + 63) & ~63
    }
    base = .allocate(byteCount: max(end, 1), alignment: 64)
    count = end
    self.offsets = offsets
  }

  deinit { base.deallocate() }

  /// The start of plane `i`.
  func plane(_ i: Int) -> UnsafeMutablePointer<UInt8> { (base + offsets[i]).assumingMemoryBound(to: UInt8.self) }
}
