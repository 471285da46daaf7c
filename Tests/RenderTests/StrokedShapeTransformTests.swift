import Render
import RenderAnimSwiftUI
import Testing

/// iOS 17's stroked shape is a shape again: `circle.trim(…).stroke(lineWidth:).rotation(_:)` turns the
/// trimmed outline under its stroke (docs/swift-views.md, What is supported). A quarter of a 100-point
/// circle from 3 o'clock clockwise to 6, turned 90° clockwise, runs from 6 to 9 o'clock: the lower-left
/// quarter. Its points at 45° from the axes are 35 points from the centre in each direction.
@Suite struct StrokedShapeTransformTests {
  func dark(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool {
    (-2...2).contains { dx in (-2...2).contains { dy in f.pixel(x: x + dx, y: y + dy).r < 128 } }
  }

  @Test func aStrokedTrimTurns() throws {
    let f = try viewFrame {
      Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 4).rotation(.degrees(90)).frame(width: 100, height: 100)
    }
    #expect(dark(f, 65, 135))
    #expect(!dark(f, 135, 135) && !dark(f, 65, 65) && !dark(f, 135, 65))
    // The same trim on the shape itself, turned before it is stroked, draws the same pixels.
    let shapeFirst = try viewFrame {
      Circle().trim(from: 0, to: 0.25).rotation(.degrees(90)).stroke(lineWidth: 4).frame(width: 100, height: 100)
    }
    #expect(shapeFirst.pixels == f.pixels)
  }

  /// A custom shape whose `path(in:)` returns a trimmed circle's path draws the trimmed part, as on iOS
  /// (a trim's `path(in:)` is the cut outline): the quarter from 3 to 6 o'clock, turned 90°, runs from 6
  /// to 9, and the trim is not applied a second time to a trimmed custom shape (`.trim(to: 1)` changes nothing).
  @Test func aCustomShapeFromATrimmedPathDrawsThePart() throws {
    let f = try viewFrame { QuarterFromTrim().stroke(lineWidth: 4).frame(width: 100, height: 100) }
    #expect(dark(f, 65, 135))
    #expect(!dark(f, 135, 135) && !dark(f, 65, 65) && !dark(f, 135, 65))
    let again = try viewFrame { QuarterFromTrim().trim(to: 1).stroke(lineWidth: 4).frame(width: 100, height: 100) }
    #expect(again.pixels == f.pixels)
  }
}

/// A custom shape built from a trimmed and turned circle (progress-ring libraries build their rings so).
nonisolated struct QuarterFromTrim: Shape {
  func path(in rect: CGRect) -> Path { Circle().trim(from: 0, to: 0.25).rotation(.degrees(90)).path(in: rect) }
}
