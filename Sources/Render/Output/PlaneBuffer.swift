/// The bytes of a converted picture's planes in one allocation, freed when the last owner lets go: the
/// converter that wrote them, the writer, and libavcodec, which holds them (through an `AVBufferRef`) for
/// as long as its encoder needs the picture, so the writer hands them over without copying.
///
/// Written once, by the converter that makes it, before it is shared; read only after that.
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

  /// Planes of the same sizes holding a copy of `other`'s bytes.
  convenience init(copying other: PlaneBuffer, sizes: [Int]) {
    self.init(sizes: sizes)
    base.copyMemory(from: other.base, byteCount: min(count, other.count))
  }

  deinit { base.deallocate() }

  /// The start of plane `i`.
  func plane(_ i: Int) -> UnsafeMutablePointer<UInt8> { (base + offsets[i]).assumingMemoryBound(to: UInt8.self) }
}
