/// Deflate blocks written directly (RFC 1951, fixed Huffman codes) for runs of zeros and the odd literal
/// between them: a run costs a few bits per 258 bytes and no time per byte. Used by ``PNGFileEncoder``
/// between zlib's fully flushed (byte-aligned, history-free) segments.
struct ZeroRunBlock {
  private var bits: UInt64 = 0
  private var count = 0
  private var bytes: [UInt8] = []
  /// Whether a block is open, and whether the last byte it produced is a zero (a match can copy it).
  private(set) var isOpen = false
  private var lastIsZero = false

  /// Writes `n` bits of `value`, least significant first (deflate's bit order).
  private mutating func put(_ value: UInt32, _ n: Int) {
    bits |= UInt64(value) << UInt64(count)
    count += n
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
      count -= 8
    }
  }

  /// Writes a Huffman code of `n` bits, most significant bit first.
  private mutating func code(_ value: UInt32, _ n: Int) {
    var reversed: UInt32 = 0
    for i in 0..<n where value & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(n - 1 - i) }
    put(reversed, n)
  }

  private mutating func open() {
    guard !isOpen else { return }
    put(0, 1)  // BFINAL = 0
    put(1, 2)  // BTYPE = 01, fixed Huffman codes
    isOpen = true
    lastIsZero = false
  }

  /// The fixed code of a literal or length symbol (0…287).
  private mutating func symbol(_ s: Int) {
    switch s {
    case 0...143: code(UInt32(0x30 + s), 8)
    case 144...255: code(UInt32(0x190 + s - 144), 9)
    case 256...279: code(UInt32(s - 256), 7)
    default: code(UInt32(0xC0 + s - 280), 8)
    }
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

  /// A copy of `length` (3…258) bytes from distance 1.
  private mutating func match(_ length: Int) {
    var i = Self.lengthBase.count - 1
    while Self.lengthBase[i] > length { i -= 1 }
    symbol(257 + i)
    if Self.lengthExtra[i] > 0 { put(UInt32(length - Self.lengthBase[i]), Self.lengthExtra[i]) }
    code(0, 5)  // distance code 0: distance 1
  }

  /// One literal byte.
  mutating func literal(_ byte: UInt8) {
    open()
    symbol(Int(byte))
    lastIsZero = byte == 0
  }

  /// `n` zero bytes.
  mutating func zeros(_ n: Int) {
    var left = n
    guard left > 0 else { return }
    open()
    if !lastIsZero {
      literal(0)
      left -= 1
    }
    while left >= 3 {
      let length = left >= 261 ? 258 : (left > 258 ? left - 3 : left)
      match(length)
      left -= length
    }
    while left > 0 {
      literal(0)
      left -= 1
    }
  }

  /// Ends the open block and aligns to a byte with an empty stored block, appending the bytes to `out`.
  mutating func close(into out: inout [UInt8]) {
    guard isOpen else { return }
    symbol(256)  // end of block
    put(0, 1)  // an empty stored block, not final: BFINAL 0, BTYPE 00,
    put(0, 2)
    if count > 0 { put(0, 8 - count) }  // padding to the byte,
    bytes += [0x00, 0x00, 0xFF, 0xFF]  // LEN 0, NLEN 0xFFFF
    out += bytes
    bytes.removeAll(keepingCapacity: true)
    isOpen = false
  }

  /// Ends the stream: closes any block, then an empty final block.
  mutating func finalBlock(into out: inout [UInt8]) {
    close(into: &out)
    put(1, 1)  // BFINAL = 1
    put(1, 2)  // fixed codes
    symbol(256)
    if count > 0 { put(0, 8 - count) }
    out += bytes
    bytes.removeAll(keepingCapacity: true)
  }
}
