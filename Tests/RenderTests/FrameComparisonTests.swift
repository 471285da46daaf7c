import GoldenTesting
import Render
import Testing

/// The golden comparator on synthetic frames.
@Suite struct FrameComparisonTests {
  /// A w×h opaque frame of one colour, with `changed` pixels (from the top-left, row-major) set to another.
  func frame(
    _ w: Int, _ h: Int, rgb: (UInt8, UInt8, UInt8), changed: Int = 0,
    to other: (UInt8, UInt8, UInt8) = (0, 0, 0)
  ) -> RenderedFrame {
    var pixels = [UInt8]()
    for i in 0..<(w * h) {
      let c = i < changed ? other : rgb
      pixels += [c.2, c.1, c.0, 255]
    }
    return RenderedFrame(width: w, height: h, bytesPerRow: w * 4, pixels: pixels)
  }

  @Test func identicalFramesMatchExactly() {
    let a = frame(16, 16, rgb: (200, 100, 50))
    let c = FrameComparison(actual: a, golden: a, tolerance: .exact)
    #expect(c.matches)
    #expect(c.differingPixels == 0 && c.maxChannelDifference == 0 && c.totalPixels == 256)
  }

  @Test func withinChannelTolerance() {
    let c = FrameComparison(
      actual: frame(16, 16, rgb: (202, 98, 50)), golden: frame(16, 16, rgb: (200, 100, 50)),
      tolerance: GoldenTolerance(channel: 2, maxPixels: 0))
    #expect(c.matches)
    #expect(c.maxChannelDifference == 2)
  }

  /// 1 differing pixel of 256 passes at maxPixels 1 and fails at 0; 3 of 256 (1.17 %) fails at 1 %.
  @Test func justOverTheLimits() {
    let golden = frame(16, 16, rgb: (200, 100, 50))
    let one = frame(16, 16, rgb: (200, 100, 50), changed: 1)
    #expect(FrameComparison(actual: one, golden: golden, tolerance: GoldenTolerance(channel: 2, maxPixels: 1)).matches)
    let fail = FrameComparison(actual: one, golden: golden, tolerance: GoldenTolerance(channel: 2, maxPixels: 0))
    #expect(!fail.matches)
    #expect(fail.differingPixels == 1 && fail.maxChannelDifference == 200)
    let three = frame(16, 16, rgb: (200, 100, 50), changed: 3)
    #expect(!FrameComparison(actual: three, golden: golden, tolerance: GoldenTolerance(maxFraction: 0.01)).matches)
    #expect(FrameComparison(actual: three, golden: golden, tolerance: GoldenTolerance(maxFraction: 0.012)).matches)
    // One channel step beyond the tolerance counts.
    let step = FrameComparison(
      actual: frame(4, 4, rgb: (203, 100, 50)), golden: frame(4, 4, rgb: (200, 100, 50)),
      tolerance: GoldenTolerance(channel: 2, maxPixels: 0))
    #expect(!step.matches && step.differingPixels == 16)
  }

  @Test func sizeMismatchNeverMatches() {
    let c = FrameComparison(
      actual: frame(16, 8, rgb: (0, 0, 0)), golden: frame(16, 16, rgb: (0, 0, 0)),
      tolerance: GoldenTolerance(channel: 255, maxFraction: 1))
    #expect(!c.matches)
    #expect(c.summary == "size mismatch: rendered 16×8, golden 16×16")
    #expect(c.diffImage(golden: frame(16, 16, rgb: (0, 0, 0))) == nil)
  }

  /// Perceptual: a blue step of 3 on light grey is below ΔE₀₀ 2 (though beyond ±2 per channel), a red step of 25 is
  /// not.
  @Test func perceptualComparison() {
    let golden = frame(4, 4, rgb: (230, 230, 230))
    let blue = frame(4, 4, rgb: (230, 230, 233))
    let red = frame(4, 4, rgb: (255, 200, 200))
    let tolerance = GoldenTolerance(channel: 2, maxPixels: 0, perceptual: 2.0)
    #expect(FrameComparison(actual: blue, golden: golden, tolerance: tolerance).matches)
    #expect(
      !FrameComparison(actual: blue, golden: golden, tolerance: GoldenTolerance(channel: 2, maxPixels: 0)).matches)
    #expect(!FrameComparison(actual: red, golden: golden, tolerance: tolerance).matches)
    // ΔE₀₀ of identical colours is 0; CIEDE2000 of sRGB black and white is 100.
    let black = StraightPixel(r: 0, g: 0, b: 0, a: 255)
    let white = StraightPixel(r: 255, g: 255, b: 255, a: 255)
    #expect(black.deltaE2000(to: black) == 0)
    #expect(abs(black.deltaE2000(to: white) - 100) < 0.01)
  }

  /// The diff image marks differing pixels red over a dimmed golden.
  @Test func diffImageHighlightsDifferences() throws {
    let golden = frame(4, 4, rgb: (200, 100, 50))
    let c = FrameComparison(
      actual: frame(4, 4, rgb: (200, 100, 50), changed: 2), golden: golden,
      tolerance: .exact)
    let diff = try #require(c.diffImage(golden: golden))
    let marked = diff.pixel(x: 1, y: 0)
    let plain = diff.pixel(x: 2, y: 0)
    #expect(marked.r == 200 && marked.g == 0 && marked.b == 0)
    #expect(plain.r == plain.g && plain.g == plain.b && plain.r >= 200)
  }
}
