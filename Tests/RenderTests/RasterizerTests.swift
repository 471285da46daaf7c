import Foundation
import GoldenTesting
import Render
import SceneFormat
import Testing

/// The Cairo/Pango rasterizer: exact pixels for shapes, colour emoji, sizes, warnings.
@Suite struct RasterizerTests {
  func list(
    _ items: [DisplayItem], size: Size = Size(width: 40, height: 20), scale: Double = 1,
    background: RGBAColor = .white
  ) -> DisplayList {
    DisplayList(size: size, scale: scale, background: background, items: items)
  }

  func rect(_ color: RGBAColor, opacity: Double = 1, at x: Double = 20, _ y: Double = 10) -> DisplayItem {
    DisplayItem(
      content: .shape(ShapeSpec(kind: .rectangle, fill: color)), frameSize: Size(width: 20, height: 10),
      transform: .translation(x: x, y: y), opacity: opacity)
  }

  @Test func filledRectangleHasExactPixels() throws {
    let f = try Rasterizer().render(list([rect(RGBAColor(red: 1, green: 0, blue: 0))]))
    #expect(f.width == 40 && f.height == 20)
    let inside = f.pixel(x: 20, y: 10)
    let outside = f.pixel(x: 2, y: 2)
    #expect(inside.r == 255 && inside.g == 0 && inside.b == 0 && inside.a == 255)
    #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
    // The rectangle covers x 10..<30, y 5..<15 exactly (pixel-aligned edges, no antialiasing bleed).
    #expect(f.pixel(x: 10, y: 5).g == 0 && f.pixel(x: 9, y: 5).g == 255 && f.pixel(x: 30, y: 10).g == 255)
  }

  @Test func transparentBackgroundAndOpacity() throws {
    let f = try Rasterizer().render(list([rect(.black, opacity: 0.5)], background: .clear))
    #expect(f.pixel(x: 0, y: 0).a == 0)
    let p = f.pixel(x: 20, y: 10)
    #expect(abs(Int(p.a) - 128) <= 1 && p.r == 0)
  }

  @Test func scaleDoublesPixels() throws {
    let f = try Rasterizer().render(list([rect(.black)], scale: 2))
    #expect(f.width == 80 && f.height == 40)
    #expect(f.pixel(x: 20, y: 10).r == 0 && f.pixel(x: 19, y: 10).r == 255)
    let even = Rasterizer.pixelSize(of: list([], size: Size(width: 41, height: 21)), evenSize: true)
    #expect(even.width == 42 && even.height == 22)
  }

  @Test func rotationMovesTheShape() throws {
    // A 20×10 bar rotated 90° about its centre becomes 10×20.
    var item = rect(.black)
    item.transform = AffineTransform.translation(x: 20, y: 10).concatenating(.rotation(radians: .pi / 2))
    let f = try Rasterizer().render(list([item], size: Size(width: 40, height: 40)))
    #expect(f.pixel(x: 20, y: 18).r == 0)  // inside the vertical bar
    #expect(f.pixel(x: 12, y: 10).r == 255)  // where the horizontal bar was
  }

  /// Emoji come from the colour font: a smiling face has saturated yellow pixels, not grey tofu.
  @Test func emojiAreInColour() throws {
    let item = DisplayItem(
      content: .emoji("😀", fontSize: 48), frameSize: Size(width: 56, height: 56),
      transform: .translation(x: 32, y: 32))
    let f = try Rasterizer().render(list([item], size: Size(width: 64, height: 64)))
    var yellow = 0
    for y in 0..<64 {
      for x in 0..<64 {
        let p = f.pixel(x: x, y: y)
        if p.r > 200 && p.g > 150 && p.b < 100 { yellow += 1 }
      }
    }
    #expect(yellow > 500)
  }

  /// An emoji shown larger than the font's 109-pixel bitmaps is sampled bilinear (a quarter of the cost
  /// of GOOD's box filter under rotation) and looks the same: within 45 dB PSNR of the GOOD drawing,
  /// no channel off by more than 16. Smaller emoji keep GOOD: the two drawings are identical.
  @Test(arguments: [(288.0, false), (40.0, true)])
  func largeEmojiSampleBilinear(fontSize: Double, identical: Bool) throws {
    let side = fontSize * 1.6
    var transform = AffineTransform.translation(x: side / 2, y: side / 2)
    transform = transform.concatenating(
      AffineTransform(
        xx: cos(0.3) * 0.9, yx: sin(0.3) * 0.9, xy: -sin(0.3) * 0.9,
        yy: cos(0.3) * 0.9, x0: 0, y0: 0))
    let item = DisplayItem(
      content: .emoji("😀", fontSize: fontSize), frameSize: Size(width: fontSize * 1.17, height: fontSize * 1.17),
      transform: transform, opacity: 0.8)
    let scene = list([item], size: Size(width: side, height: side))
    let chosen = try Rasterizer().render(scene)
    let box = Rasterizer()
    box.emojiSampling = .good
    let reference = try box.render(scene)
    var squared = 0.0
    var worst = 0
    for (a, b) in zip(chosen.pixels, reference.pixels) {
      let d = abs(Int(a) - Int(b))
      squared += Double(d * d)
      worst = max(worst, d)
    }
    if identical {
      #expect(worst == 0)
    } else {
      let psnr = 10 * log10(255 * 255 / max(squared / Double(chosen.pixels.count), 1e-9))
      #expect(worst > 0, "the large emoji should take the bilinear path")
      #expect(psnr > 45 && worst <= 16, "PSNR \(psnr) dB, worst \(worst)")
    }
  }

  /// A ZWJ family is one glyph: about as wide as one emoji.
  @Test func sequencesShapeAsOneGlyph() {
    let m = PangoTextMeasurer()
    let one = m.size(ofEmoji: "😀", fontSize: 64).width
    #expect(one > 40)
    #expect(abs(m.size(ofEmoji: "👨‍👩‍👧", fontSize: 64).width - one) < 2)
    #expect(abs(m.size(ofEmoji: "👍🏽", fontSize: 64).width - one) < 2)
    #expect(abs(m.size(ofEmoji: "🇯🇵", fontSize: 64).width - one) < 2)
  }

  @Test func missingGlyphIsAWarning() throws {
    let r = Rasterizer()
    let item = DisplayItem(
      content: .emoji("\u{F0000}", fontSize: 20), frameSize: Size(width: 20, height: 20),
      transform: .translation(x: 20, y: 10))
    _ = try r.render(list([item]))
    #expect(r.warnings.contains { $0.contains("U+F0000") })
  }

  @Test func pngRoundTripKeepsStraightAlpha() throws {
    let f = try Rasterizer().render(
      list([rect(RGBAColor(red: 0, green: 0, blue: 1), opacity: 0.5)], background: .clear))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try f.writePNG(to: path)
    let back = try RenderedFrame(pngAt: path)
    #expect(back.width == 40 && back.pixel(x: 20, y: 10).a == f.pixel(x: 20, y: 10).a)
    #expect(FrameComparison(actual: back, golden: f, tolerance: GoldenTolerance(channel: 1, maxPixels: 0)).matches)
  }
}
