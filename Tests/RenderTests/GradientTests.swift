import Foundation
import Render
import SceneFormat
import Testing

/// The four gradients as shape fills, against colours derived by hand (sRGB interpolation between stops).
@Suite struct GradientTests {
  /// A 100×100 rectangle at the centre of a 100×100 canvas filled with `fill`.
  func frame(_ fill: String, shape: String = "rectangle") throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        background: "#FFFFFF"
        layers: [{ shape: \(shape), frame: [100, 100], fill: \(fill) }]
        """, file: "gradient.yaml")
    return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }

  /// Black to white, leading to trailing: the pixel whose centre is at x = 24.5 is 24.5 % of the way,
  /// 62.5; the middle two straddle 127.5.
  @Test func linearInterpolatesAlongTheAxis() throws {
    let f = try frame(
      "{ linearGradient: { colors: [\"#000000\", \"#FFFFFF\"], startPoint: .leading, endPoint: .trailing } }")
    #expect(abs(Int(f.pixel(x: 24, y: 50).r) - 62) <= 1, "\(f.pixel(x: 24, y: 50))")
    #expect(abs(Int(f.pixel(x: 49, y: 10).r) + Int(f.pixel(x: 50, y: 90).r) - 255) <= 2)
    #expect(f.pixel(x: 0, y: 0).r <= 2 && f.pixel(x: 99, y: 99).r >= 253)
    // Along the axis only: a column is one colour.
    #expect(f.pixel(x: 30, y: 5) == f.pixel(x: 30, y: 95))
    // Stops with locations: red until 0.5, then to blue by 1.
    let s = try frame(
      "{ linearGradient: { stops: [{ color: \"#FF0000\", location: 0 }, { color: \"#FF0000\", location: 0.5 }, "
        + "{ color: \"#0000FF\", location: 1 }], startPoint: .leading, endPoint: .trailing } }"
    )
    let left = s.pixel(x: 40, y: 50)
    let right = s.pixel(x: 74, y: 50)
    #expect(left.r == 255 && left.b == 0, "\(left)")
    #expect(abs(Int(right.r) - 128) <= 3 && abs(Int(right.b) - 127) <= 3, "\(right)")
  }

  /// Radial: the first colour at the centre, the last at endRadius and beyond, half way at half the radius.
  @Test func radialFromCentreToEndRadius() throws {
    let f = try frame("{ radialGradient: { colors: [\"#000000\", \"#FFFFFF\"], endRadius: 40 } }")
    #expect(f.pixel(x: 50, y: 50).r <= 6)
    #expect(abs(Int(f.pixel(x: 69, y: 49).r) - 124) <= 6, "\(f.pixel(x: 69, y: 49))")  // ~19.5 points out
    #expect(f.pixel(x: 95, y: 50).r == 255 && f.pixel(x: 50, y: 5).r == 255)
  }

  /// Elliptical on a 100×50 frame: the ellipse with semi-axes 50 and 25 reaches the last colour.
  @Test func ellipticalFillsTheFrame() throws {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        background: "#FFFFFF"
        layers: [{ shape: rectangle, frame: [100, 50], \
        fill: { ellipticalGradient: { colors: ["#000000", "#FF0000"] } } }]
        """, file: "gradient.yaml")
    let f = try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
    // Half way along each semi-axis: half red.
    #expect(abs(Int(f.pixel(x: 75, y: 50).r) - 128) <= 6, "\(f.pixel(x: 75, y: 50))")
    #expect(abs(Int(f.pixel(x: 50, y: 62).r) - 128) <= 12, "\(f.pixel(x: 50, y: 62))")
    #expect(f.pixel(x: 2, y: 30).r >= 250)
  }

  /// Angular: 0° points right and angles grow clockwise (y down). Black to white over the full turn: right
  /// of the centre it starts black, below it is a quarter (63.75), left half (127.5), above three
  /// quarters (191.25).
  @Test func angularSweepsClockwiseFromTheRight() throws {
    let f = try frame("{ angularGradient: { colors: [\"#000000\", \"#FFFFFF\"] } }")
    #expect(abs(Int(f.pixel(x: 50, y: 90).r) - 64) <= 4, "below: \(f.pixel(x: 50, y: 90))")
    #expect(abs(Int(f.pixel(x: 10, y: 50).r) - 128) <= 4, "left: \(f.pixel(x: 10, y: 50))")
    #expect(abs(Int(f.pixel(x: 50, y: 10).r) - 191) <= 4, "above: \(f.pixel(x: 50, y: 10))")
    #expect(f.pixel(x: 90, y: 52).r <= 8, "just past 0°: \(f.pixel(x: 90, y: 52))")
  }

  @Test func badGradientsAreRefused() {
    #expect(throws: SceneError.self) { try frame("{ linearGradient: { colors: [\"#000000\"] } }") }
    #expect(throws: SceneError.self) { try frame("{ conicGradient: { colors: [\"#000000\", \"#FFFFFF\"] } }") }
    // endRadius is required.
    #expect(throws: SceneError.self) { try frame("{ radialGradient: { colors: [\"#000000\", \"#FFFFFF\"] } }") }
  }
}

/// Gradient stops and points animate with the state's transactions, like any modifier.
@Suite struct GradientAnimationTests {
  /// Over a linear second from blue to red (iOS #007AFF → #FF3B30), the first stop is halfway in linear
  /// light at 0.5 s: ((0 + 1)/2, (0.19462 + 0.04373)/2, (1 + 0.02956)/2) = (0.5, 0.11918, 0.51478); the start
  /// point moves halfway from .top (0.5, 0) to .leading (0, 0.5).
  @Test func stopsAndPointsAnimate() throws {
    let scene = try runtimeScene(
      text: """
        size: [40, 40]
        fps: 10
        state: { on: false }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { on: true } }]
        layers:
          - shape: rectangle
            frame: [40, 40]
            fill: { linearGradient: { colors: ["on ? .red : .blue", .white], \
        startPoint: "on ? .leading : .top", endPoint: .bottom } }
        """, file: "g.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    let v = report.layers[0].values
    func at(_ name: String, _ i: Int) -> Double { v[name]![i]! }
    #expect(abs(at("gradient.stops[0].r", 1) - 0.5) < 1e-4 && abs(at("gradient.stops[0].g", 1) - 0.11918) < 1e-4)
    #expect(abs(at("gradient.stops[0].b", 1) - 0.51478) < 1e-4)
    #expect(abs(at("gradient.startPoint.x", 1) - 0.25) < 1e-9 && abs(at("gradient.startPoint.y", 1) - 0.25) < 1e-9)
    #expect(at("gradient.startPoint.x", 2) == 0 && at("gradient.stops[0].r", 2) == 1)
    // The drawn frame at 0.5 s: the first stop's colour is the halfway colour, encoded.
    let list = try scene.displayList(at: 0.5, measurer: PangoTextMeasurer())
    guard case .shape(let s) = list.items[0].content, let g = s.gradient else {
      Issue.record("no gradient")
      return
    }
    #expect(abs(g.stops[0].color.red - 0.735) < 0.01, "\(g.stops[0].color)")
  }
}
