/// Builds ISO base media file format boxes (ISO/IEC 14496-12): big-endian integers, four-character codes,
/// and boxes whose 32-bit size is patched in when their body is complete.
///
///     var w = MP4BoxWriter()
///     w.box("ftyp") { $0.fourCC("isom"); $0.u32(512) }
struct MP4BoxWriter {
  private(set) var bytes: [UInt8] = []

  mutating func u8(_ v: UInt8) { bytes.append(v) }
  mutating func u16(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(truncatingIfNeeded: v)] }
  mutating func u32(_ v: UInt32) {
    bytes += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
  }
  mutating func u64(_ v: UInt64) { u32(UInt32(v >> 32)); u32(UInt32(truncatingIfNeeded: v)) }
  mutating func i32(_ v: Int32) { u32(UInt32(bitPattern: v)) }
  mutating func zeros(_ n: Int) { bytes += repeatElement(0, count: n) }
  mutating func append(_ data: [UInt8]) { bytes += data }

  /// Four ASCII characters.
  mutating func fourCC(_ code: StaticString) {
    precondition(code.utf8CodeUnitCount == 4)
    bytes += UnsafeBufferPointer(start: code.utf8Start, count: 4)
  }

  /// A box: size, type, then whatever `body` writes.
  mutating func box(_ type: StaticString, _ body: (inout MP4BoxWriter) -> Void) {
    let start = bytes.count
    u32(0)
    fourCC(type)
    body(&self)
    let size = UInt32(bytes.count - start)
    bytes.replaceSubrange(start..<start + 4, with: [UInt8(size >> 24), UInt8(truncatingIfNeeded: size >> 16),
                                                      UInt8(truncatingIfNeeded: size >> 8), UInt8(truncatingIfNeeded: size)])
  }

  /// A full box: a box whose body starts with a version byte and 24 bits of flags.
  mutating func fullBox(_ type: StaticString, version: UInt8 = 0, flags: UInt32 = 0, _ body: (inout MP4BoxWriter) -> Void) {
    box(type) { w in
      w.u32(UInt32(version) << 24 | flags & 0xFF_FFFF)
      body(&w)
    }
  }

  /// The unity transformation matrix of `mvhd` and `tkhd` (16.16 and 2.30 fixed point).
  mutating func unityMatrix() {
    for v: UInt32 in [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000] { u32(v) }
  }
}
