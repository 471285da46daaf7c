import Foundation

/// Encodes frames as 8-bit RGBA PNG files (straight alpha), fast where animation frames are flat.
///
/// A deflate compressor spends the same few nanoseconds on every byte, zeros included, so a 1080p frame
/// costs ~20 ms however plain it is. Here each row is filtered with PNG's "Up" filter (row 0: "Sub");
/// a row equal to the one above filters to zeros without being converted at all, and long runs of zeros
/// are written as deflate matches directly (``ZeroRunBlock``). Only the rest goes through zlib (level 1,
/// runs only: `Z_RLE`).
/// The output is an ordinary PNG that any decoder reads; the same frame always gives the same bytes.
package final class PNGFileEncoder {
  let width: Int, height: Int
  private let deflater: Deflater
  /// Zero runs shorter than this go to zlib with their neighbours: cheaper than a flush.
  static let shortestRun = 2048

  private var previous: [UInt8], current: [UInt8], filtered: [UInt8]
  private var pending: [UInt8] = []
  private var idat: [UInt8] = []
  private var adler = Adler32()
  private var zeros = ZeroRunBlock()

  package init(width: Int, height: Int) throws {
    self.width = width
    self.height = height
    do { deflater = try Deflater(level: 1, strategy: .runs) } catch { throw RenderError.encoder(error.description) }
    previous = [UInt8](repeating: 0, count: width * 4)
    current = previous
    filtered = [UInt8](repeating: 0, count: width * 4 + 8)
  }

  /// The PNG file of premultiplied BGRA pixels, rows `bytesPerRow` apart.
  package func encode(_ pixels: UnsafeRawPointer, bytesPerRow: Int) throws -> Data {
    idat = [0x78, 0x01]  // zlib header: deflate, 32 KiB window, fastest
    adler = Adler32()
    pending.removeAll(keepingCapacity: true)
    let rowBytes = width * 4
    for y in 0..<height {
      let row = pixels + y * bytesPerRow
      if y > 0 && memcmp(row, row - bytesPerRow, rowBytes) == 0 {
        // Same pixels as the row above: "Up" gives zeros, and `previous` already holds them.
        try append(filter: 2, zeros: rowBytes)
        continue
      }
      current.withUnsafeMutableBytes { Unpremultiply.row(row, count: width, into: $0.baseAddress!, order: .rgba) }
      if y == 0 { Self.subFilter(current, into: &filtered) } else { Self.upFilter(current, previous, into: &filtered) }
      try append(filter: y == 0 ? 1 : 2, filteredCount: rowBytes)
      swap(&previous, &current)
    }
    try flushPending()
    zeros.finalBlock(into: &idat)
    let sum = adler.value
    idat += [UInt8(sum >> 24), UInt8((sum >> 16) & 0xFF), UInt8((sum >> 8) & 0xFF), UInt8(sum & 0xFF)]
    var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = [UInt8]()
    for v in [UInt32(width), UInt32(height)] {
      header += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    Self.chunk("IHDR", header, into: &file)
    Self.chunk("IDAT", idat, into: &file)
    Self.chunk("IEND", [], into: &file)
    return file
  }

  /// A row that filtered to nothing but zeros.
  private func append(filter: UInt8, zeros count: Int) throws {
    literal(filter)
    try zeroRun(count)
  }

  /// A single byte: into the open run block if there is one (nothing waits for zlib then), else pending.
  private func literal(_ byte: UInt8) {
    adler.update(byte)
    if pending.isEmpty && zeros.isOpen { zeros.literal(byte) } else { pending.append(byte) }
  }

  /// A filtered row in `filtered`: long zero runs become matches, the rest waits for zlib.
  private func append(filter: UInt8, filteredCount count: Int) throws {
    literal(filter)
    try filtered.withUnsafeBufferPointer { f in
      var i = 0
      while i < count {
        // The next run of zeros from i (whole 8-byte words first).
        var j = i
        while j + 8 <= count, UnsafeRawPointer(f.baseAddress! + j).loadUnaligned(as: UInt64.self) == 0 { j += 8 }
        while j < count, f[j] == 0 { j += 1 }
        if j - i >= Self.shortestRun {
          try zeroRun(j - i)
          i = j
        } else {
          // Up to the next long run: copy bytes until a zero word starts a long-enough run.
          var k = max(j, i + 1)
          while k < count {
            if f[k] == 0 {
              var e = k
              while e + 8 <= count, UnsafeRawPointer(f.baseAddress! + e).loadUnaligned(as: UInt64.self) == 0 { e += 8 }
              while e < count, f[e] == 0 { e += 1 }
              if e - k >= Self.shortestRun { break }
              k = e
            } else {
              k += 1
            }
          }
          let part = UnsafeBufferPointer(rebasing: f[i..<k])
          adler.update(part)
          pending.append(contentsOf: part)
          i = k
        }
      }
    }
  }

  /// `count` zeros: added to the run block, after what zlib still has to write.
  private func zeroRun(_ count: Int) throws {
    try flushPending()
    adler.updateZeros(count)
    zeros.zeros(count)
  }

  /// Compresses what is pending with zlib, after closing the run block (pending bytes follow it).
  private func flushPending() throws {
    guard !pending.isEmpty else { return }
    zeros.close(into: &idat)
    try pending.withUnsafeBufferPointer { p in
      do { try deflater.compress(p.baseAddress!, count: p.count, into: &idat) } catch {
        throw RenderError.encoder("\(error)")
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  static func chunk(_ type: String, _ data: [UInt8], into file: inout Data) {
    let n = UInt32(data.count)
    file.append(contentsOf: [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)])
    let body = Array(type.utf8) + data
    file.append(contentsOf: body)
    let crc = body.withUnsafeBufferPointer { Deflater.crc32(0, $0.baseAddress!, count: $0.count) }
    file.append(contentsOf: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
  }
}

extension PNGFileEncoder {
  /// PNG "Up": each byte minus the byte above, modulo 256, eight bytes at a time.
  static func upFilter(_ row: [UInt8], _ above: [UInt8], into out: inout [UInt8]) {
    let n = row.count
    row.withUnsafeBytes { x in
      above.withUnsafeBytes { y in
        out.withUnsafeMutableBytes { d in
          let high: UInt64 = 0x8080_8080_8080_8080
          var i = 0
          while i + 8 <= n {
            let a = x.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let b = y.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            d.storeBytes(of: ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high), toByteOffset: i, as: UInt64.self)
            i += 8
          }
          while i < n {
            d[i] = x[i] &- y[i]
            i += 1
          }
        }
      }
    }
  }

  /// PNG "Sub": each byte minus the same byte of the pixel to its left.
  static func subFilter(_ row: [UInt8], into out: inout [UInt8]) {
    for i in 0..<row.count { out[i] = i < 4 ? row[i] : row[i] &- row[i - 4] }
  }
}

/// The running Adler-32 of the uncompressed stream (the zlib trailer).
struct Adler32 {
  private var a: UInt32 = 1, b: UInt32 = 0
  static let modulus: UInt32 = 65521

  var value: UInt32 { (b << 16) | a }

  mutating func update(_ byte: UInt8) {
    a = (a + UInt32(byte)) % Self.modulus
    b = (b + a) % Self.modulus
  }

  mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    let v = Deflater.adler32(value, bytes.baseAddress!, count: bytes.count)
    a = v & 0xFFFF
    b = v >> 16
  }

  /// `count` zeros: a stays, b grows by count × a.
  mutating func updateZeros(_ count: Int) {
    b = UInt32((UInt64(b) + UInt64(count % Int(Self.modulus)) * UInt64(a)) % UInt64(Self.modulus))
  }
}
