import Foundation
import Render
import Testing

/// The BGRA → BT.709 limited-range 4:2:0 converter against the formula (Rec. 709: Kr 0.2126, Kb 0.0722;
/// Y' 16–235, Cb/Cr 16–240).
@Suite struct BT709Tests {
  /// Converts a `width` × `height` image given as 0xAARRGGBB pixels.
  func convert(_ pixels: [UInt32], width: Int, height: Int) -> (y: [UInt8], cb: [UInt8], cr: [UInt8]) {
    var y = [UInt8](repeating: 0, count: width * height)
    var cb = [UInt8](repeating: 0, count: width * height / 4)
    var cr = cb
    pixels.withUnsafeBytes { src in
      BT709.convertToI420(
        src.baseAddress!, bytesPerRow: width * 4, width: width, height: height,
        y: &y, yStride: width, cb: &cb, cbStride: width / 2, cr: &cr, crStride: width / 2)
    }
    return (y, cb, cr)
  }

  func pixel(_ r: Int, _ g: Int, _ b: Int) -> UInt32 { 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

  /// The published corners of the colour cube (ITU-R BT.709, 8-bit limited range).
  @Test func primariesAndGreys() {
    let cases: [((Int, Int, Int), (UInt8, UInt8, UInt8))] = [
      ((255, 255, 255), (235, 128, 128)), ((0, 0, 0), (16, 128, 128)),
      ((255, 0, 0), (63, 102, 240)), ((0, 255, 0), (173, 42, 26)), ((0, 0, 255), (32, 240, 118)),
      ((255, 255, 0), (219, 16, 138)), ((0, 255, 255), (188, 154, 16)), ((255, 0, 255), (78, 214, 230)),
      ((128, 128, 128), (126, 128, 128)),
    ]
    for ((r, g, b), expected) in cases {
      let out = convert(Array(repeating: pixel(r, g, b), count: 4), width: 2, height: 2)
      #expect(
        out.y == Array(repeating: expected.0, count: 4) && out.cb == [expected.1] && out.cr == [expected.2],
        "\(r),\(g),\(b)")
    }
  }

  /// Every colour on a 6-step grid: each value the formula's rounding, give or take one code value at a tie.
  @Test func everyValueIsTheRoundedFormula() {
    var exact = 0
    var total = 0
    for r in stride(from: 0, through: 255, by: 6) {
      for g in stride(from: 0, through: 255, by: 6) {
        for b in stride(from: 0, through: 255, by: 6) {
          let out = convert(Array(repeating: pixel(r, g, b), count: 4), width: 2, height: 2)
          let ref = BT709.reference(r: Double(r), g: Double(g), b: Double(b))
          for (got, want) in [(out.y[0], ref.y), (out.cb[0], ref.cb), (out.cr[0], ref.cr)] {
            #expect(abs(Double(got) - want) < 0.5 + 0.01)
            if Double(got) == want.rounded() { exact += 1 }
            total += 1
          }
        }
      }
    }
    #expect(Double(exact) / Double(total) > 0.999)
  }

  /// Chroma is the mean of each 2 × 2 block; luma is per pixel; repeated blocks (two at a time or one)
  /// reuse values correctly: short runs mixed with noise, and a flat frame with a noisy square.
  @Test(arguments: [false, true]) func blocksAverageAndRepeatsAgree(square: Bool) {
    var generator = SystemRandomNumberGenerator()
    let width = 64
    let height = 32
    var pixels: [UInt32] = []
    func noise() -> UInt32 {
      pixel(
        Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator),
        Int.random(in: 0...255, using: &generator))
    }
    for i in 0..<(width * height) {
      let (x, y) = (i % width, i / width)
      if square {
        pixels.append((21..<43).contains(x) && (9..<23).contains(y) ? noise() : pixel(88, 86, 214))
      } else {
        pixels.append(i % 7 < 4 ? pixel(250, 250, 250) : noise())
      }
    }
    let out = convert(pixels, width: width, height: height)
    func rgb(_ p: UInt32) -> (Double, Double, Double) {
      (Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF))
    }
    for yy in 0..<height {
      for xx in 0..<width {
        let (r, g, b) = rgb(pixels[yy * width + xx])
        #expect(abs(Double(out.y[yy * width + xx]) - BT709.reference(r: r, g: g, b: b).y) < 0.51)
      }
    }
    for by in 0..<(height / 2) {
      for bx in 0..<(width / 2) {
        var sum = (0.0, 0.0, 0.0)
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          let (r, g, b) = rgb(pixels[(2 * by + dy) * width + 2 * bx + dx])
          sum = (sum.0 + r / 4, sum.1 + g / 4, sum.2 + b / 4)
        }
        let ref = BT709.reference(r: sum.0, g: sum.1, b: sum.2)
        #expect(abs(Double(out.cb[by * width / 2 + bx]) - ref.cb) < 0.51)
        #expect(abs(Double(out.cr[by * width / 2 + bx]) - ref.cr) < 0.51)
      }
    }
  }
}
