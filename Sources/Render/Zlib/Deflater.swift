internal import CZlib

/// A failure reported by zlib.
struct ZlibError: Error, Sendable, Equatable, CustomStringConvertible {
  /// zlib's return code (`Z_STREAM_ERROR`, `Z_MEM_ERROR`, …).
  let code: Int32
  let what: String
  var description: String { "\(what): zlib error \(code)" }

  /// The one place zlib return codes become Swift errors.
  static func check(_ code: Int32, _ what: String) throws(ZlibError) {
    guard code == Z_OK || code == Z_STREAM_END || code == Z_BUF_ERROR else { throw ZlibError(code: code, what: what) }
  }
}

/// A raw deflate stream (RFC 1951, no zlib header: the caller frames it) owning its `z_stream`.
///
/// Each ``compress(_:count:into:)`` ends with a full flush: the output so far is complete and byte-aligned,
/// and the next call references nothing before it, so the caller may put blocks of its own in between.
final class Deflater {
  private var stream = z_stream()

  /// How matches are found.
  enum Strategy {
    /// zlib's hash chains: matches at any distance in the window.
    case standard
    /// Runs only (matches at distance 1, `Z_RLE`): no hashing, so faster, and on PNG rows filtered with
    /// "Up" (mostly zeros and short repeats) the files come out about 6% smaller than level 1's.
    case runs
  }

  /// A compressor at zlib `level` (1: fastest) with a hash table of 2^(memoryLevel + 7) entries (1…9;
  /// smaller is cheaper to clear at each flush).
  init(level: Int32, memoryLevel: Int32 = 8, strategy: Strategy = .standard) throws(ZlibError) {
    let code = czlib_deflate_init_raw(&stream, level, memoryLevel, strategy == .runs ? Z_RLE : Z_DEFAULT_STRATEGY)
    try ZlibError.check(code, "cannot start a deflate stream")
  }

  deinit { deflateEnd(&stream) }

  /// Compresses `count` bytes at `input`, appending the compressed bytes to `output`.
  func compress(_ input: UnsafePointer<UInt8>, count: Int, into output: inout [UInt8]) throws(ZlibError) {
    stream.next_in = UnsafeMutablePointer(mutating: input)
    stream.avail_in = UInt32(count)
    let bound = Int(deflateBound(&stream, UInt(count))) + 16
    let start = output.count
    output.append(contentsOf: repeatElement(0, count: bound))
    var code: Int32 = Z_OK
    output.withUnsafeMutableBufferPointer { buffer in
      stream.next_out = buffer.baseAddress! + start
      stream.avail_out = UInt32(bound)
      code = deflate(&stream, Z_FULL_FLUSH)
    }
    try ZlibError.check(code, "cannot compress")
    guard stream.avail_in == 0 else { throw ZlibError(code: Z_BUF_ERROR, what: "the compressed data did not fit") }
    output.removeLast(Int(stream.avail_out))
  }

  /// The Adler-32 checksum of `count` bytes, continuing from `adler` (start with 1).
  static func adler32(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    UInt32(CZlib.adler32(UInt(adler), bytes, UInt32(count)))
  }

  /// The CRC-32 of `count` bytes, continuing from `crc` (start with 0).
  static func crc32(_ crc: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    UInt32(CZlib.crc32(UInt(crc), bytes, UInt32(count)))
  }
}
