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
    let lumaBias: Int32 = (16 << 16) + (1 << 15)
    let chromaBias: Int32 = (128 << 18) + (1 << 17)
    // Locals: a static `let` read in the loop costs a `swift_once` check per pixel.
    let (yR, yG, yB) = (Self.yR, Self.yG, Self.yB)
    let (cbR, cbG, cbB, crR, crG, crB) = (Self.cbR, Self.cbG, Self.cbB, Self.crR, Self.crG, Self.crB)
    @inline(__always) func luma(_ p: UInt32) -> UInt8 {
      let b = Int32(p & 0xFF)
      let g = Int32((p >> 8) & 0xFF)
      let r = Int32((p >> 16) & 0xFF)
      return UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaBias) >> 16)
    }
    // Most blocks of an animation frame are background: a block equal to the previous one reuses its values.
    var lastPixel: UInt32 = 0
    var lastY: UInt8 = 16
    var lastCb: UInt8 = 128
    var lastCr: UInt8 = 128
    for row in stride(from: 0, to: height, by: 2) {
      let top = source + row * bytesPerRow
      let bottom = top + bytesPerRow
      let y0 = y + row * yStride
      let y1 = y0 + yStride
      let cbRow = cb + (row / 2) * cbStride
      let crRow = cr + (row / 2) * crStride
      var x = 0
      while x < width {
        // Four pixels of each row at once while they repeat the last block's colour.
        if x + 4 <= width {
          let splat = UInt64(lastPixel) | UInt64(lastPixel) << 32
          if top.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) == splat,
            top.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) == splat,
            bottom.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) == splat,
            bottom.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) == splat
          {
            let y4 = UInt32(lastY) &* 0x0101_0101
            UnsafeMutableRawPointer(y0 + x).storeBytes(of: y4, as: UInt32.self)
            UnsafeMutableRawPointer(y1 + x).storeBytes(of: y4, as: UInt32.self)
            cbRow[x / 2] = lastCb
            cbRow[x / 2 + 1] = lastCb
            crRow[x / 2] = lastCr
            crRow[x / 2 + 1] = lastCr
            x += 4
            continue
          }
        }
        let p00 = top.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
        let p01 = top.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self)
        let p10 = bottom.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
        let p11 = bottom.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self)
        if p00 == lastPixel && p01 == lastPixel && p10 == lastPixel && p11 == lastPixel {
          y0[x] = lastY
          y0[x + 1] = lastY
          y1[x] = lastY
          y1[x + 1] = lastY
          cbRow[x / 2] = lastCb
          crRow[x / 2] = lastCr
          x += 2
          continue
        }
        y0[x] = luma(p00)
        y0[x + 1] = luma(p01)
        y1[x] = luma(p10)
        y1[x + 1] = luma(p11)
        let sb = Int32(p00 & 0xFF) + Int32(p01 & 0xFF) + Int32(p10 & 0xFF) + Int32(p11 & 0xFF)
        let sg =
          Int32((p00 >> 8) & 0xFF) + Int32((p01 >> 8) & 0xFF) + Int32((p10 >> 8) & 0xFF) + Int32((p11 >> 8) & 0xFF)
        let sr =
          Int32((p00 >> 16) & 0xFF) + Int32((p01 >> 16) & 0xFF) + Int32((p10 >> 16) & 0xFF) + Int32((p11 >> 16) & 0xFF)
        let u = UInt8(truncatingIfNeeded: (cbR &* sr &+ cbG &* sg &+ cbB &* sb &+ chromaBias) >> 18)
        let v = UInt8(truncatingIfNeeded: (crR &* sr &+ crG &* sg &+ crB &* sb &+ chromaBias) >> 18)
        cbRow[x / 2] = u
        crRow[x / 2] = v
        if p00 == p01 && p00 == p10 && p00 == p11 {
          lastPixel = p00
          lastY = y0[x]
          lastCb = u
          lastCr = v
        }
        x += 2
      }
    }
  }
}
