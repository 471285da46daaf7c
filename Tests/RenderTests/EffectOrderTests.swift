import Foundation
import Render
import SceneFormat
import Testing

/// Effects apply in the order their modifiers are written, each to what the ones before it drew
/// (docs/architecture.md, The display model). Every pair below differs only in the order of two modifiers;
/// the pixels are derived by hand. A 40×40 blue square at the centre of a 100×100 white canvas.
@Suite struct EffectOrderTests {
  func frame(_ modifiers: String) throws -> RenderedFrame { try centredLayerFrame(modifiers) }

  func rgb(_ f: RenderedFrame, _ x: Int, _ y: Int) -> [Int] {
    let p = f.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  func near(_ a: [Int], _ b: [Int], within d: Int = 2) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= d } }

  /// `.clipShape(Circle()).blur(radius: 8)` blurs the clipped disc: pixel (50, 26) lies 4 points outside
  /// the circle of radius 20 and gets a Gaussian's tail of blue. `.blur(radius: 8).clipShape(Circle())`
  /// cuts the blurred square with a hard edge: the same pixel is white; inside, (50, 33) is 3 points in
  /// from the square's edge, so about Φ(3/8) ≈ 65 % blue (red channel ≈ 90), not the full blue.
  @Test func clipThenBlurHasAHaloBlurThenClipAHardEdge() throws {
    let halo = try frame("[{ clipShape: circle }, { blur: 8 }]")
    #expect(rgb(halo, 50, 26)[0] < 235)
    let hard = try frame("[{ blur: 8 }, { clipShape: circle }]")
    #expect(rgb(hard, 50, 26) == [255, 255, 255])
    #expect(rgb(hard, 67, 67) == [255, 255, 255])
    let r = rgb(hard, 50, 33)[0]
    #expect(r > 50 && r < 130)
  }

  /// `.mask(Circle()).opacity(0.5)` and `.opacity(0.5).mask(Circle())` both multiply alpha: the same frame,
  /// byte for byte. Inside the circle half blue over white, (128, 128, 255); the square's corner outside it
  /// white.
  @Test func maskAndOpacityCommute() throws {
    let a = try frame("[{ mask: circle }, { opacity: 0.5 }]")
    let b = try frame("[{ opacity: 0.5 }, { mask: circle }]")
    #expect(a.pixels == b.pixels)
    #expect(near(rgb(a, 50, 50), [128, 128, 255]))
    #expect(rgb(a, 32, 32) == [255, 255, 255])
  }

  /// A shadow then opacity fades the view and its shadow as one layer: under the view no shadow shows,
  /// (128, 128, 255). Opacity then shadow casts the half-transparent view's shadow (red at half alpha,
  /// (255, 128, 128)) and draws the half-transparent view over it: (128, 64, 191). Beside the view, where
  /// only the shadow (moved 10 right) lies, both are red at half alpha.
  @Test func shadowAndOpacity() throws {
    let shadow = ##"{ shadow: { color: "#FF0000", radius: 0, x: 10 } }"##
    let grouped = try frame("[\(shadow), { opacity: 0.5 }]")
    #expect(near(rgb(grouped, 50, 50), [128, 128, 255]))
    #expect(near(rgb(grouped, 75, 50), [255, 128, 128]))
    let cast = try frame("[{ opacity: 0.5 }, \(shadow)]")
    #expect(near(rgb(cast, 50, 50), [128, 64, 191]))
    #expect(near(rgb(cast, 75, 50), [255, 128, 128]))
  }

  /// With no perspective (`perspective: 0`), a 60° turn about y halves widths: x' = x cos 60°.
  /// `.clipShape(Circle()).rotation3DEffect(…)` turns the clipped disc into an ellipse with semi-axes 10
  /// and 20; `.rotation3DEffect(…).clipShape(Circle())` cuts the turned square (x 40…60, y 30…70) with the
  /// upright circle of radius 20. Pixel (57, 33), centre (57.5, 33.5): (7.5/10)² + (16.5/20)² = 1.24, outside
  /// the ellipse; 18.1 from the centre and inside the turned square, so inside the second. At 0° the
  /// clipped disc is drawn as without the effect (it used to vanish).
  @Test func clipAnd3DEffect() throws {
    let turn = "{ rotation3DEffect: { angle: .degrees(60), axis: { y: 1 }, perspective: 0 } }"
    let ellipse = try frame("[{ clipShape: circle }, \(turn)]")
    #expect(rgb(ellipse, 57, 33) == [255, 255, 255])
    #expect(rgb(ellipse, 50, 32) == [0, 0, 255])
    #expect(rgb(ellipse, 62, 50) == [255, 255, 255])
    let cut = try frame("[\(turn), { clipShape: circle }]")
    #expect(rgb(cut, 57, 33) == [0, 0, 255])
    #expect(rgb(cut, 62, 50) == [255, 255, 255])
    let flat = try frame("[{ clipShape: circle }, { rotation3DEffect: { angle: .degrees(0), axis: { y: 1 } } }]")
    let plain = try frame("[{ clipShape: circle }]")
    #expect(
      rgb(flat, 50, 50) == [0, 0, 255] && rgb(flat, 68, 50) == [0, 0, 255] && rgb(flat, 67, 67) == [255, 255, 255])
    #expect(rgb(plain, 50, 50) == rgb(flat, 50, 50))
  }

  /// `.background(…).clipShape(Circle())` clips the background with the view; `.clipShape(Circle())
  /// .background(…)` draws the background's full square behind the clipped view: the corner (33, 33) of a
  /// 40×40 square is outside the circle, red in the second order only.
  @Test func backgroundAndClip() throws {
    let background = ##"{ background: "#FF0000" }"##
    #expect(rgb(try frame("[\(background), { clipShape: circle }]"), 33, 33) == [255, 255, 255])
    #expect(rgb(try frame("[{ clipShape: circle }, \(background)]"), 33, 33) == [255, 0, 0])
  }

  /// A blur under an outer `scaleEffect(2)` is scaled with the view, as Core Animation filters a layer
  /// before the transforms around it: a 40-point square blurred by 4 then doubled is the 80-point square
  /// blurred by 8, byte for byte. Scaled first and blurred after, the blur stays 4: 2 points inside the
  /// edge, (50, 12), the square is Φ(2/4) ≈ 69 % blue (red ≈ 79) where a blur of 8 gives Φ(2/8) ≈ 60 %
  /// (red ≈ 102).
  @Test func aBlurUnderAnOuterScaleIsScaled() throws {
    let big = try Rasterizer().render(
      runtimeScene(
        text: """
          size: [100, 100]
          fps: 10
          background: "#FFFFFF"
          layers: [{ shape: rectangle, frame: [80, 80], fill: "#0000FF", modifiers: [{ blur: 8 }] }]
          """, file: "big.yaml"
      ).displayList(at: 0, measurer: PangoTextMeasurer()))
    let scaledOutside = try frame("[{ blur: 4 }, { scaleEffect: 2 }]")
    #expect(scaledOutside.pixels == big.pixels)
    let scaledInside = try frame("[{ scaleEffect: 2 }, { blur: 4 }]")
    let (inside, outside) = (rgb(scaledInside, 50, 12)[0], rgb(scaledOutside, 50, 12)[0])
    #expect(abs(inside - 79) <= 8 && abs(outside - 102) <= 8, "\(inside) \(outside)")
  }
}
