import Render
import SceneFormat
import Testing

/// Sizes that come from a scene are bounded before they reach Cairo's 32-bit sizes: a surface too
/// large is an error, not a trap; a sprite for a long emoji run at a large size fits the sprite limit;
/// a huge blur radius is the mean of the line.
@Suite struct RasterizerLimitTests {
  @Test func surfaceSizesAreCheckedBeforeConversion() {
    #expect(throws: CairoError.self) { try ImageSurface(width: 1 << 33, height: 10) }
    #expect(throws: CairoError.self) { try ImageSurface(width: 40_000, height: 10) }
    #expect(throws: CairoError.self) { try ImageSurface(width: 0, height: 10) }
  }

  /// 400 emoji at 4096 points, 2× supersampled at scale 2, would need a sprite of ~7.7 million pixels a
  /// side; the sprite is capped at 16384 and the run still draws (scaled down to fit the frame).
  @Test func longEmojiRunAtLargeSizeDraws() throws {
    let item = DisplayItem(
      content: .emoji(String(repeating: "🟥", count: 400), fontSize: 4096),
      frameSize: Size(width: 10, height: 10),
      transform: AffineTransform.translation(x: 20, y: 10).concatenating(.scale(x: 1e-5, y: 0.004)), opacity: 1)
    let list = DisplayList(size: Size(width: 40, height: 20), scale: 2, background: .white, items: [item])
    let frame = try Rasterizer().render(list)
    #expect(frame.width == 80 && frame.height == 40)
    // About 400 × 4096 × 1.2 × 1e-5 ≈ 20 points wide and 4096 × 1.2 × 0.004 ≈ 20 points tall: red at the centre.
    var red = 0
    for y in 15..<25 {
      for x in 25..<55 {
        let p = frame.pixel(x: x, y: y)
        if p.r > 150 && p.g < 120 { red += 1 }
      }
    }
    #expect(red > 150, "\(red) of 300 pixels red")
  }

  @Test func hugeBlurRadiusAveragesTheFrame() throws {
    let square = DisplayItem(
      content: .shape(ShapeSpec(kind: .rectangle, fill: .black)), frameSize: Size(width: 20, height: 20),
      transform: .translation(x: 20, y: 20), opacity: 1, blurRadius: 1e12)
    let frame = try Rasterizer().render(
      DisplayList(size: Size(width: 40, height: 40), scale: 1, background: .clear, items: [square]))
    // Each box covers the whole line: the square's alpha spreads evenly over the frame.
    let centre = frame.pixel(x: 20, y: 20)
    let corner = frame.pixel(x: 0, y: 0)
    #expect(abs(Int(centre.a) - Int(corner.a)) <= 2, "\(centre) \(corner)")
    #expect(centre.a > 0 && centre.a < 128, "\(centre)")
  }
}

/// A degenerate transform (`scaleEffect(0)`, a `.scale` transition's first frame) draws nothing and
/// leaves the frame drawable: Cairo's error state would otherwise swallow every later item of the frame.
@Suite struct DegenerateTransformTests {
  func square(_ color: RGBAColor, _ transform: AffineTransform, opacity: Double = 1) -> DisplayItem {
    DisplayItem(
      content: .shape(ShapeSpec(kind: .rectangle, fill: color)), frameSize: Size(width: 10, height: 10),
      transform: transform, opacity: opacity)
  }

  @Test(arguments: [
    AffineTransform.scale(x: 0, y: 0), .scale(x: 0, y: 1), .scale(x: .nan, y: 1),
    AffineTransform(xx: 1, yx: 2, xy: 2, yy: 4, x0: 5, y0: 5),
  ])
  func itemsAfterASingularTransformStillDraw(_ singular: AffineTransform) throws {
    for opacity in [1.0, 0.5] {
      let items = [
        square(.black, AffineTransform.translation(x: 10, y: 10).concatenating(singular), opacity: opacity),
        DisplayItem(
          content: .emoji("😀", fontSize: 10), frameSize: Size(width: 10, height: 10),
          transform: AffineTransform.translation(x: 10, y: 10).concatenating(singular)),
        square(RGBAColor(red: 1, green: 0, blue: 0), .translation(x: 30, y: 10)),
      ]
      let frame = try Rasterizer().render(
        DisplayList(size: Size(width: 40, height: 20), scale: 1, background: .white, items: items))
      let p = frame.pixel(x: 30, y: 10)
      #expect(p.r == 255 && p.g == 0 && p.b == 0, "\(singular), opacity \(opacity): \(p)")
      #expect(frame.pixel(x: 10, y: 10).g == 255)
    }
  }
}
