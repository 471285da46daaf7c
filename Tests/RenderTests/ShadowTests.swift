import Foundation
import Render
import SceneFormat
import Testing

/// `shadow(color:radius:x:y:)`: the silhouette in the shadow's colour, offset where the modifier stands
/// in the chain, blurred as `blur(radius:)` blurs, under the content. Pixel values derived by hand.
@Suite struct ShadowTests {
  func frame(_ layers: String, size: (Int, Int) = (100, 100), time: Double = 0) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: "size: [\(size.0), \(size.1)]\nfps: 10\nduration: 1\nbackground: \"#FFFFFF\"\nlayers:\n" + layers,
      file: "shadow.yaml")
    return try Rasterizer().render(scene.displayList(at: time, measurer: PangoTextMeasurer()))
  }

  /// Radius 0: an exact copy of the square 15 points right and down, under the square.
  @Test func sharpShadowIsTheOffsetSilhouette() throws {
    let f = try frame(
      """
        - shape: rectangle
          frame: [20, 20]
          fill: .blue
          modifiers: [{ shadow: { color: "#FF0000", radius: 0, x: 15, y: 15 } }]
      """)
    let shadow = f.pixel(x: 68, y: 68)
    let square = f.pixel(x: 50, y: 50)
    let outside = f.pixel(x: 30, y: 30)
    #expect(shadow.r == 255 && shadow.g == 0 && shadow.b == 0, "\(shadow)")
    #expect(square.r == 0 && square.g == 122 && square.b == 255, "\(square)")  // .blue #007AFF on top
    #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
    // The shadow's edges: x 55..<75.
    #expect(f.pixel(x: 74, y: 70).r == 255 && f.pixel(x: 74, y: 70).g == 0 && f.pixel(x: 75, y: 70).g == 255)
  }

  /// SwiftUI's default colour, black at 33 % opacity: 255 × (1 − 0.33) = 170.85 over white.
  @Test func defaultColourIsBlackAtAThird() throws {
    let f = try frame(
      """
        - shape: rectangle
          frame: [20, 20]
          fill: .blue
          modifiers: [{ shadow: { radius: 0, x: 30 } }]
      """)
    let p = f.pixel(x: 80, y: 50)
    #expect(abs(Int(p.r) - 171) <= 1 && p.r == p.g && p.g == p.b, "\(p)")
  }

  /// The falloff across a straight edge: the blur is symmetric, so the two pixels either side of the
  /// edge sum to white (255) within rounding; beyond the kernel's reach (a standard deviation of 6 pixels:
  /// box passes of half-widths 6, 5, 5, whose variance (42 + 30 + 30) / 3 = 34 is nearest 36, 16 pixels in
  /// all) it is white outside and black inside.
  @Test func blurredEdgeIsHalfWayAndReachesSixteenPixels() throws {
    let f = try frame(
      """
        - shape: rectangle
          frame: [200, 40]
          fill: .blue
          modifiers: [{ shadow: { color: .black, radius: 6, y: 60 } }]
      """, size: (240, 200))
    // The bar spans y 80..<120; its shadow 140..<180.
    let before = Int(f.pixel(x: 120, y: 139).r)
    let after = Int(f.pixel(x: 120, y: 140).r)
    #expect(abs(before + after - 255) <= 3, "\(before) + \(after)")
    #expect(before > 128 && after < 128)
    #expect(BoxBlur.boxRadii(sigma: 6) == [6, 5, 5])
    #expect(f.pixel(x: 120, y: 123).r == 255)  // 17 rows above the edge: untouched
    #expect(f.pixel(x: 120, y: 127).r < 255)  // 13 rows above it: reached
    #expect(f.pixel(x: 120, y: 160).r == 0)  // 20 rows inside: full shadow
    // Monotonic falloff across the edge.
    let column = (124...156).map { Int(f.pixel(x: 120, y: $0).r) }
    #expect(zip(column, column.dropFirst()).allSatisfy { $0 >= $1 }, "\(column)")
  }

  /// SwiftUI's radius is the Gaussian's standard deviation: across a straight edge blurred with σ = 10, a
  /// pixel whose centre is d outside the edge is covered Φ(−d/σ) (the normal CDF), so an opaque black shadow
  /// on white leaves 255 · (1 − Φ(−d/10)) there: 172 at 4.5, 211 at 9.5, 249 at 19.5 pixels.
  @Test func falloffFollowsAGaussianOfTheRadius() throws {
    let f = try frame(
      """
        - shape: rectangle
          frame: [200, 40]
          fill: .blue
          modifiers: [{ shadow: { color: "#000000", radius: 10, y: 60 } }]
      """, size: (240, 200))
    // The bar spans y 80..<120; its shadow 140..<180.
    for d in [4.5, 9.5, 19.5] {
      let expected = 255 * (1 - 0.5 * erfc(d / 10 / 2.0.squareRoot()))
      let actual = Double(f.pixel(x: 120, y: 140 - Int(d + 0.5)).r)
      #expect(abs(actual - expected) <= 6, "\(d) px outside: \(actual), a Gaussian gives \(expected)")
    }
  }

  /// Modifiers after the shadow move it with the content: a shadow 20 points right, then a quarter turn,
  /// lands 20 points down.
  @Test func laterModifiersTurnTheOffset() throws {
    let f = try frame(
      """
        - shape: rectangle
          frame: [10, 10]
          fill: .blue
          modifiers:
            - shadow: { color: "#FF0000", radius: 0, x: 20 }
            - rotationEffect: .degrees(90)
      """)
    let below = f.pixel(x: 50, y: 70)
    let right = f.pixel(x: 70, y: 50)
    #expect(below.r == 255 && below.g == 0, "\(below)")
    #expect(right.g == 255, "\(right)")
  }

  /// Radius, offset and colour animate: `sample` shows the radius on the transaction's curve.
  @Test func shadowAnimates() throws {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        state: { r: 2.0 }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { r: 12 } }]
        layers: [{ shape: circle, frame: [20, 20], modifiers: [{ shadow: { radius: r, x: 4 } }] }]
        """, file: "shadow.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    #expect(report.layers[0].values["shadow.radius"] == [2, 7, 12])
    #expect(report.layers[0].values["shadow.x"] == [4, 4, 4])
  }
}
