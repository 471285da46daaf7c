import Foundation
import Render
import SceneFormat
import Testing

/// Custom outlines (`Shape.path(in:)`), `strokeBorder` and gradient strokes, in pixels derived by hand.
@Suite struct PathAndStrokeTests {
  /// A 100 × 100 shape centred in a 200 × 200 white canvas (its frame spans 50…150 both ways).
  func render(_ shape: ShapeSpec) throws -> RenderedFrame {
    let item = DisplayItem(
      content: .shape(shape), frameSize: Size(width: 100, height: 100),
      transform: .translation(x: 100, y: 100))
    return try Rasterizer().render(DisplayList(size: Size(width: 200, height: 200), background: .white, items: [item]))
  }

  func red(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool { f.pixel(x: x, y: y) == (0, 0, 255, 255) }
  func white(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool { f.pixel(x: x, y: y) == (255, 255, 255, 255) }

  /// A triangle with its apex at the top middle: filled at the bottom middle, not at the top corners.
  @Test func outlineIsDrawnInTheFrame() throws {
    var s = ShapeSpec(kind: .rectangle, fill: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    s.outline = [.move(x: 50, y: 0), .line(x: 100, y: 100), .line(x: 0, y: 100), .close]
    let f = try render(s)
    #expect(red(f, 100, 140) && red(f, 100, 60))
    #expect(white(f, 55, 55) && white(f, 145, 55) && white(f, 100, 45))
  }

  /// A wedge from the centre, arc from 0 to 90°: with `clockwise: false` it turns clockwise on screen
  /// (SwiftUI's flipped convention), filling the bottom-right quarter; with `clockwise: true` the other
  /// three quarters. A quadratic curve bulges towards its control point.
  @Test func arcsTurnAsInSwiftUI() throws {
    func wedge(_ clockwise: Bool) throws -> RenderedFrame {
      var s = ShapeSpec(kind: .rectangle, fill: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
      s.outline = [
        .move(x: 50, y: 50), .arc(cx: 50, cy: 50, radius: 40, start: 0, end: .pi / 2, clockwise: clockwise), .close,
      ]
      return try render(s)
    }
    let quarter = try wedge(false)
    let rest = try wedge(true)
    #expect(red(quarter, 120, 120) && white(quarter, 80, 120) && white(quarter, 120, 80) && white(quarter, 80, 80))
    #expect(white(rest, 120, 120) && red(rest, 80, 120) && red(rest, 120, 80) && red(rest, 80, 80))
    var bulge = ShapeSpec(kind: .rectangle, fill: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    // From (0, 50) to (100, 50) with control (50, 0): the curve's top is at y = 25 (half-way to the control).
    bulge.outline = [.move(x: 0, y: 50), .quadCurve(x: 100, y: 50, cx: 50, cy: 0), .close]
    let f = try render(bulge)
    #expect(red(f, 100, 80) && white(f, 100, 70))
  }

  /// A 100-point circle with a 10-point line: `strokeBorder` paints radii 40…50 (inside the frame), a
  /// plain stroke radii 45…55.
  @Test func strokeBorderStaysInside() throws {
    var s = ShapeSpec(kind: .circle, strokeColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), lineWidth: 10)
    let centred = try render(s)
    s.strokeInside = true
    let inside = try render(s)
    #expect(red(inside, 142, 100) && white(inside, 152, 100) && white(inside, 138, 100))
    #expect(red(centred, 152, 100) && red(centred, 147, 100) && white(centred, 142, 100))
  }

  /// A ring stroked with a red-to-blue gradient from the frame's leading to its trailing edge: nearly red at
  /// its left (2.5 % of the way), nearly blue at its right.
  @Test func gradientStroke() throws {
    var s = ShapeSpec(kind: .circle, lineWidth: 10)
    s.strokeGradient = GradientFill(
      kind: .linear(start: .leading, end: .trailing),
      stops: GradientFill.evenStops([
        RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
        RGBAColor(red: 0, green: 0, blue: 1, alpha: 1),
      ]))
    let f = try render(s)
    let left = f.pixel(x: 52, y: 100)
    let right = f.pixel(x: 147, y: 100)
    #expect(left.r > 230 && left.b < 25, "\(left)")
    #expect(right.b > 230 && right.r < 25, "\(right)")
    #expect(white(f, 100, 100))
  }

  /// The same through a scene file: `strokeBorder:` and a gradient `color:`.
  @Test func sceneKeys() throws {
    let scene = try runtimeScene(
      text: """
        size: [200, 200]
        fps: 1
        layers:
          - shape: circle
            frame: [100, 100]
            strokeBorder: { color: { linearGradient: { colors: [.red, .blue], \
        startPoint: .leading, endPoint: .trailing } }, lineWidth: 10 }
        """, file: "s.yaml")
    guard case .shape(let shape) = try scene.displayList(at: 0, measurer: PangoTextMeasurer()).items[0].content else {
      Issue.record("not a shape")
      return
    }
    #expect(shape.strokeInside && shape.strokeGradient?.stops.count == 2 && shape.lineWidth == 10)
    #expect(throws: SceneError.self) {
      try runtimeScene(
        text:
          "size: [10, 10]\nfps: 1\nlayers: [{ shape: circle, frame: [5, 5], stroke: { lineWidth: 1 }, "
          + "strokeBorder: { lineWidth: 1 } }]"
      )
    }
  }
}
