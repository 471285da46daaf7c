import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `Canvas` draws what its renderer asks, in order, under the context's transform, opacity, clips and
/// filters (docs/swift-views.md, Canvas). A 100 × 100 canvas on a white 100 × 100 picture; each pixel is
/// derived by hand from the geometry drawn.
@Suite struct CanvasDrawingTests {
  func frame(
    at time: Double = 0, duration: Double? = nil, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) throws -> RenderedFrame {
    try viewFrame(size: Size(width: 100, height: 100), at: time, duration: duration) { Canvas(renderer: renderer) }
  }

  func rgb(_ f: RenderedFrame, _ x: Int, _ y: Int) -> [Int] {
    let p = f.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  func near(_ a: [Int], _ b: [Int], within d: Int = 2) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= d } }

  let white = [255, 255, 255], blue = [0, 0, 255]

  @Test func aFilledPathIsWhereItSays() throws {
    let f = try frame { context, _ in
      context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 40)), with: .color(red: 0, green: 0, blue: 1))
    }
    #expect(near(rgb(f, 50, 40), blue) && near(rgb(f, 21, 21), blue) && near(rgb(f, 79, 59), blue))
    #expect(near(rgb(f, 10, 10), white) && near(rgb(f, 50, 65), white))
  }

  /// Translated to the centre and turned a quarter clockwise, a bar along +x lies along +y.
  @Test func theTransformMovesWhatIsDrawnNext() throws {
    let f = try frame { context, _ in
      context.translateBy(x: 50, y: 50)
      context.rotate(by: .degrees(90))
      context.fill(Path(CGRect(x: 0, y: -5, width: 40, height: 10)), with: .color(red: 0, green: 0, blue: 1))
    }
    #expect(near(rgb(f, 50, 80), blue))
    #expect(near(rgb(f, 80, 50), white) && near(rgb(f, 50, 20), white))
  }

  /// Opacity 0.5 of black over white is 127.5 grey; a clip to the left half keeps the left half only.
  @Test func opacityAndClipApplyToWhatIsDrawnNext() throws {
    let f = try frame { context, size in
      var half = context
      half.opacity = 0.5
      half.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
      half.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
    }
    #expect(near(rgb(f, 25, 50), [128, 128, 128], within: 1))
    #expect(near(rgb(f, 75, 50), white))
  }

  /// A line 10 points wide from (10, 50) to (90, 50) covers y 45…55; a copy's state is its own.
  @Test func strokesAndCopies() throws {
    let f = try frame { context, _ in
      var moved = context
      moved.translateBy(x: 0, y: 30)
      var line = Path()
      line.move(to: CGPoint(x: 10, y: 50))
      line.addLine(to: CGPoint(x: 90, y: 50))
      context.stroke(line, with: .color(red: 0, green: 0, blue: 1), lineWidth: 10)
    }
    #expect(near(rgb(f, 50, 47), blue) && near(rgb(f, 50, 53), blue))
    #expect(near(rgb(f, 50, 42), white) && near(rgb(f, 50, 80), white))
  }

  /// Text drawn at a point is centred on it.
  @Test func textIsCentredOnItsPoint() throws {
    let f = try frame { context, _ in context.draw(Text("W").font(.system(size: 30)), at: CGPoint(x: 30, y: 70)) }
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<100 {
      for x in 0..<100 where f.pixel(x: x, y: y).r < 128 {
        xs.append(x)
        ys.append(y)
      }
    }
    let cx = Double(xs.min()! + xs.max()!) / 2
    let cy = Double(ys.min()! + ys.max()!) / 2
    #expect(abs(cx - 30) <= 2 && abs(cy - 70) <= 4, "ink centre \(cx), \(cy)")
  }

  /// Inside a `TimelineView(.animation)`, the renderer runs at every frame: a square that moves 40 points
  /// a second is at x 20…30 at 0 s and 40…50 at 0.5 s.
  @Test func aCanvasInATimelineViewAnimates() throws {
    func at(_ t: Double) throws -> RenderedFrame {
      try viewFrame(size: Size(width: 100, height: 100), at: t, duration: 1) {
        TimelineView(.animation) { timeline in
          let seconds = timeline.date.timeIntervalSince(RenderClock.epoch)
          Canvas { context, _ in
            context.fill(
              Path(CGRect(x: 20 + 40 * seconds, y: 40, width: 10, height: 10)), with: .color(red: 0, green: 0, blue: 1))
          }
        }
      }
    }
    let start = try at(0)
    let half = try at(0.5)
    #expect(near(rgb(start, 25, 45), blue) && near(rgb(start, 45, 45), white))
    #expect(near(rgb(half, 45, 45), blue) && near(rgb(half, 25, 45), white))
  }

  /// `Canvas(renderer:symbols:)`: a 20-point blue circle tagged "dot" is drawn where the renderer asks,
  /// twice (centred at (25, 25) and (75, 75)), at its frame's size (so (25, 36) is outside it); an id no
  /// symbol has resolves to nil and draws nothing.
  @Test func symbolsAreDrawnByTheirTags() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      Canvas { context, _ in
        guard let dot = context.resolveSymbol(id: "dot") else { return }
        context.draw(dot, at: CGPoint(x: 25, y: 25))
        context.draw(dot, at: CGPoint(x: 75, y: 75))
        if let missing = context.resolveSymbol(id: 7) { context.draw(missing, at: CGPoint(x: 75, y: 25)) }
      } symbols: {
        Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).tag("dot")
      }
    }
    #expect(near(rgb(f, 25, 25), blue) && near(rgb(f, 75, 75), blue) && near(rgb(f, 33, 25), blue))
    #expect(near(rgb(f, 25, 36), white) && near(rgb(f, 75, 25), white) && near(rgb(f, 50, 50), white))
  }

  /// Symbols are laid out at their ideal sizes, through frames and aspect ratios: a blue square made by
  /// `.aspectRatio(1, contentMode: .fit).frame(height: 20)` is 20 × 20 (at (25, 25): 16…34 blue, 37
  /// white), and a resizable SF Symbol in a 40-point frame is drawn at 40 points (a filled circle: its
  /// centre inked, the canvas's corner not).
  @Test func symbolsAreLaidOutAtTheirIdealSizes() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      Canvas { context, _ in
        if let square = context.resolveSymbol(id: 1) { context.draw(square, at: CGPoint(x: 25, y: 25)) }
        if let dot = context.resolveSymbol(id: 2) { context.draw(dot, at: CGPoint(x: 70, y: 70)) }
      } symbols: {
        Rectangle().fill(Color(red: 0, green: 0, blue: 1)).aspectRatio(1, contentMode: .fit).frame(height: 20).tag(1)
        Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40).tag(2)
      }
    }
    #expect(near(rgb(f, 17, 25), blue) && near(rgb(f, 33, 33), blue) && near(rgb(f, 37, 25), white))
    #expect(rgb(f, 70, 70).allSatisfy { $0 < 60 } && near(rgb(f, 99, 99), white), "\(rgb(f, 70, 70))")
  }

  /// Metaballs: a blur added after an alpha threshold is applied first. The 40 × 40 square (x, y 30…70)
  /// blurred by 4 has alpha Φ(d/4) at d pixels inside an edge: (50, 31), 1.5 inside one edge, Φ(0.375) ≈
  /// 0.65, passes the 0.5 threshold and is pure blue; (31, 31), 1.5 inside two, 0.65² ≈ 0.42, and
  /// (50, 28), 1.5 outside, 0.35, do not and stay white: hard edges and rounded corners. The other order
  /// (the threshold first) would leave (50, 31) a blurred blend and (31, 31) partly blue.
  @Test func aBlurThenAnAlphaThresholdMakesHardRoundedEdges() throws {
    let f = try frame { context, _ in
      context.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 0, blue: 1)))
      context.addFilter(.blur(radius: 4))
      context.fill(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), with: .color(.black))
    }
    #expect(rgb(f, 50, 50) == blue && rgb(f, 50, 31) == blue)
    #expect(rgb(f, 31, 31) == white && rgb(f, 50, 28) == white)
  }

  /// A canvas is one picture: a blend mode inside it blends with what the canvas drew, not with the view
  /// under it, so the darken-blended cyan disc over a red square stays cyan (77, 232, 244), not
  /// darken(red, cyan) = (77, 59, 48).
  @Test func aBlendModeInsideStaysInside() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      ZStack {
        Rectangle().fill(Color(red: 1, green: 59 / 255, blue: 48 / 255))
        Canvas { context, size in
          context.blendMode = .darken
          context.fill(
            Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)),
            with: .color(Color(red: 77 / 255, green: 232 / 255, blue: 244 / 255)))
        }
      }
    }
    #expect(near(rgb(f, 50, 50), [77, 232, 244], within: 1))
    #expect(near(rgb(f, 5, 5), [255, 59, 48], within: 1))
  }

  /// A canvas as a mask: what it draws is the mask. The blue square keeps the 60-point disc (x, y 20…80)
  /// and loses its corners.
  @Test func aCanvasMasks() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 100)
        .mask(
          Canvas { context, _ in
            context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.white))
          })
    }
    #expect(rgb(f, 50, 50) == blue)
    #expect(rgb(f, 22, 22) == white && rgb(f, 5, 50) == white)
  }

  /// The accessibility settings read as an iPhone with none of them on reports them.
  @Test func accessibilitySettingsAreOff() throws {
    nonisolated struct Card: View {
      @Environment(\.accessibilityDifferentiateWithoutColor) var noColor
      @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
      @Environment(\.accessibilityReduceTransparency) var solid
      var body: some View { (noColor || voiceOver || solid ? Color.gray : Color(red: 0, green: 0, blue: 1)) }
    }
    #expect(rgb(try viewFrame(size: Size(width: 20, height: 20)) { Card() }, 10, 10) == blue)
  }
}
