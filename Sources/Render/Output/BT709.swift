/// Rec. ITU-R BT.709 Y'CbCr in limited ("video", 16–235 / 16–240) range, 8 bits: what MP4 frames are
/// encoded as and tagged with.
///
/// The conversion from the rasterizer's premultiplied BGRA (composited on black where not opaque, as an
/// opaque format must) is written in Swift rather than done by swscale: swscale's accurate path costs
/// several milliseconds per 1080p frame, more than drawing the frame. Each value is the formula's
/// rounded result (16-bit fixed point; within one code value of the exact rounding, equal in all but
/// rare ties), chroma the average of each 2 × 2 block (4:2:0, centred).
public enum BT709 {
  /// Luma weights of R, G and B (Kr, Kg, Kb).
  public static let kr = 0.2126, kg = 0.7152, kb = 0.0722

  /// The exact limited-range Y', Cb, Cr (unrounded) of 8-bit R'G'B' values.
  public static func reference(r: Double, g: Double, b: Double) -> (y: Double, cb: Double, cr: Double) {
    let luma = (kr * r + kg * g + kb * b) / 255
    return (
      16 + 219 * luma,
      128 + 224 * (b / 255 - luma) / (2 * (1 - kb)),
      128 + 224 * (r / 255 - luma) / (2 * (1 - kr))
    )
  }

  static func fixed(_ x: Double) -> Int32 { Int32((x * 65536).rounded()) }
  static let yR = fixed(kr * 219 / 255), yG = fixed(kg * 219 / 255), yB = fixed(kb * 219 / 255)
  static let cbR = fixed(-kr / (2 * (1 - kb)) * 224 / 255), cbG = fixed(-kg / (2 * (1 - kb)) * 224 / 255)
  static let cbB = fixed(0.5 * 224 / 255)
  static let crR = fixed(0.5 * 224 / 255), crG = fixed(-kg / (2 * (1 - kr)) * 224 / 255)
  static let crB = fixed(-kb / (2 * (1 - kr)) * 224 / 255)

  /// Converts `width` × `height` BGRA pixels (even sizes) to the three planes of 4:2:0 Y'CbCr.
  package static func convertToI420(
    _ source: UnsafeRawPointer, bytesPerRow: Int, width: Int, height: Int,
    y: UnsafeMutablePointer<UInt8>, yStride: Int,
    cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
    cr: UnsafeMutablePointer<UInt8>, crStride: Int
  ) {
    precondition(width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sizes")
    // Locals: a static `let` read in the loop costs a `swift_once` check per pixel.
    let weights = Weights()
    // Most blocks of an animation frame are background: a block equal to the previous one reuses its values.
    var last = UniformBlock()
    for row in stride(from: 0, to: height, by: 2) {
      let top = source + row * bytesPerRow
      let y0 = y + row * yStride
      convertRowPair(
        top: top, bottom: top + bytesPerRow, width: width, y0: y0, y1: y0 + yStride,
        cb: cb + (row / 2) * cbStride, cr: cr + (row / 2) * crStride, weights: weights, last: &last)
    }
  }

  /// The fixed-point weights, copied out of the statics once per frame.
  private struct Weights {
    let yR = BT709.yR, yG = BT709.yG, yB = BT709.yB
    let cbR = BT709.cbR, cbG = BT709.cbG, cbB = BT709.cbB, crR = BT709.crR, crG = BT709.crG, crB = BT709.crB
    let lumaBias: Int32 = (16 << 16) + (1 << 15)
    let chromaBias: Int32 = (128 << 18) + (1 << 17)

    @inline(__always) func luma(_ p: UInt32) -> UInt8 {
      let b = Int32(p & 0xFF)
      let g = Int32((p >> 8) & 0xFF)
      let r = Int32((p >> 16) & 0xFF)
      return UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaBias) >> 16)
    }

    /// Cb and Cr of a 2 × 2 block: the formula on the sums of its four pixels' channels.
    @inline(__always) func chroma(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32) -> (UInt8, UInt8) {
      let sb = Int32(p00 & 0xFF) + Int32(p01 & 0xFF) + Int32(p10 & 0xFF) + Int32(p11 & 0xFF)
      let sg =
        Int32((p00 >> 8) & 0xFF) + Int32((p01 >> 8) & 0xFF) + Int32((p10 >> 8) & 0xFF) + Int32((p11 >> 8) & 0xFF)
      let sr =
        Int32((p00 >> 16) & 0xFF) + Int32((p01 >> 16) & 0xFF) + Int32((p10 >> 16) & 0xFF) + Int32((p11 >> 16) & 0xFF)
      return (
        UInt8(truncatingIfNeeded: (cbR &* sr &+ cbG &* sg &+ cbB &* sb &+ chromaBias) >> 18),
        UInt8(truncatingIfNeeded: (crR &* sr &+ crG &* sg &+ crB &* sb &+ chromaBias) >> 18)
      )
    }
  }

  /// The last 2 × 2 block whose four pixels were equal, and its values.
  private struct UniformBlock {
    var pixel: UInt32 = 0
    var y: UInt8 = 16
    var cb: UInt8 = 128
    var cr: UInt8 = 128
  }

  /// Two rows of pixels to two rows of luma and one of each chroma.
  @inline(__always) private static func convertRowPair(
    top: UnsafeRawPointer, bottom: UnsafeRawPointer, width: Int,
    y0: UnsafeMutablePointer<UInt8>, y1: UnsafeMutablePointer<UInt8>,
    cb cbRow: UnsafeMutablePointer<UInt8>, cr crRow: UnsafeMutablePointer<UInt8>,
    weights: Weights, last: inout UniformBlock
  ) {
    var x = 0
    while x < width {
      // Four pixels of each row at once while they repeat the last block's colour.
      if x + 4 <= width {
        let splat = UInt64(last.pixel) | UInt64(last.pixel) << 32
        if top.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) == splat,
          top.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) == splat,
          bottom.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) == splat,
          bottom.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) == splat
        {
          let y4 = UInt32(last.y) &* 0x0101_0101
          UnsafeMutableRawPointer(y0 + x).storeBytes(of: y4, as: UInt32.self)
          UnsafeMutableRawPointer(y1 + x).storeBytes(of: y4, as: UInt32.self)
          cbRow[x / 2] = last.cb
          cbRow[x / 2 + 1] = last.cb
          crRow[x / 2] = last.cr
          crRow[x / 2 + 1] = last.cr
          x += 4
          continue
        }
      }
      let p00 = top.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      let p01 = top.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self)
      let p10 = bottom.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      let p11 = bottom.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self)
      if p00 == last.pixel && p01 == last.pixel && p10 == last.pixel && p11 == last.pixel {
        y0[x] = last.y
        y0[x + 1] = last.y
        y1[x] = last.y
        y1[x + 1] = last.y
        cbRow[x / 2] = last.cb
        crRow[x / 2] = last.cr
        x += 2
        continue
      }
      y0[x] = weights.luma(p00)
      y0[x + 1] = weights.luma(p01)
      y1[x] = weights.luma(p10)
      y1[x + 1] = weights.luma(p11)
      let (u, v) = weights.chroma(p00, p01, p10, p11)
      cbRow[x / 2] = u
      crRow[x / 2] = v
      if p00 == p01 && p00 == p10 && p00 == p11 { last = UniformBlock(pixel: p00, y: y0[x], cb: u, cr: v) }
      x += 2
    }
  }
}
