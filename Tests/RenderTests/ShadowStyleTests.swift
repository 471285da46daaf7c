import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Shadows cast by shape styles and the even-odd fill (docs/swift-views.md, Shapes), with sharp shadows
/// (radius 0) so that the pixels are derived by hand. iOS colours: red (255, 59, 48), blue (0, 122, 255).
@Suite struct ShadowStyleTests {
  /// A 100-point square at x, y = 50…150 filled with blue casting a black drop shadow moved by (10, 10):
  /// the shadow shows at (155, 155), below and right of the square, and not at (45, 100).
  @Test func aDropShadowIsUnderTheShape() throws {
    let f = try viewFrame {
      Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10))).frame(width: 100, height: 100)
    }
    #expect(near(f.rgb(100, 100), (0, 122, 255)))
    #expect(near(f.rgb(155, 155), (0, 0, 0)))
    #expect(near(f.rgb(45, 100), (255, 255, 255)))
  }

  /// An inner shadow moved by (10, 10) darkens the band 10 points inside the square's top and leading
  /// edges (the plane around the square, moved down and right, covers it) and nothing outside the square.
  @Test func anInnerShadowIsInsideTheEdge() throws {
    let f = try viewFrame {
      Rectangle().fill(.red.shadow(.inner(color: .black, radius: 0, x: 10, y: 10))).frame(width: 100, height: 100)
    }
    #expect(near(f.rgb(100, 55), (0, 0, 0)))
    #expect(near(f.rgb(55, 100), (0, 0, 0)))
    #expect(near(f.rgb(100, 100), (255, 59, 48)))
    #expect(near(f.rgb(145, 145), (255, 59, 48)))
    #expect(near(f.rgb(100, 45), (255, 255, 255)))
  }

  /// A ring made of two circles in one path, filled by the even-odd rule: the inner circle is a hole.
  @Test func anEvenOddFillLeavesAHole() throws {
    nonisolated struct Ring: Shape {
      func path(in rect: CGRect) -> Path {
        var p = Path(ellipseIn: rect)
        p.addEllipse(in: rect.insetBy(dx: 25, dy: 25))
        return p
      }
    }
    let evenOdd = try viewFrame { Ring().fill(.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100) }
    #expect(near(evenOdd.rgb(100, 100), (255, 255, 255)))
    #expect(near(evenOdd.rgb(100, 60), (255, 59, 48)))
    let winding = try viewFrame { Ring().fill(.red).frame(width: 100, height: 100) }
    #expect(near(winding.rgb(100, 100), (255, 59, 48)))
  }
}
