import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `.mask` with a shape in a fixed frame (docs/swift-views.md, What is supported): the shape is made at
/// its frame's size, centred in the masked view. A 100-point blue square in the middle of a 200-point
/// canvas, masked by `Circle().stroke(lineWidth: 10).frame(width: 60, height: 60)`: the ring's radii are
/// 25 and 35 about the middle, so on the middle row x = 70 and 130 (30 from it) are blue and x = 100 (the
/// centre) and 55 (45 from it, inside the square) are the canvas.
@Suite struct FramedMaskTests {
  @Test func aFramedShapeMasksAtItsSize() throws {
    let f = try viewFrame {
      Rectangle().fill(Color.blue).frame(width: 100, height: 100)
        .mask { Circle().stroke(lineWidth: 10).frame(width: 60, height: 60) }
    }
    func rgb(_ x: Int) -> [UInt8] {
      let p = f.pixel(x: x, y: 100)
      return [p.r, p.g, p.b]
    }
    #expect(rgb(70) == [0, 122, 255] && rgb(130) == [0, 122, 255], "\(rgb(70)) \(rgb(130))")
    #expect(rgb(100) == [255, 255, 255] && rgb(55) == [255, 255, 255], "\(rgb(100)) \(rgb(55))")
  }

  /// A mask shape with a rotation of its own turns: a quarter of a 200-point ring (from 3 o'clock to 6,
  /// as a trimmed circle runs clockwise), turned 180°, covers the top-left quarter of the masked 200-point
  /// square. On the diagonal 29 points in from a corner (100.4 from the centre, on the ring that runs from
  /// 85 to 115) the top left is blue and the bottom right is the canvas; unturned, it was the other way round.
  @Test func aMaskShapeWithARotationTurns() throws {
    let f = try viewFrame(size: Size(width: 200, height: 200)) {
      Rectangle().fill(Color.blue).frame(width: 200, height: 200)
        .mask {
          Circle().trim(from: 0, to: 0.25).stroke(style: StrokeStyle(lineWidth: 30))
            .rotationEffect(.degrees(180))
        }
    }
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
      let p = f.pixel(x: x, y: y)
      return [p.r, p.g, p.b]
    }
    #expect(rgb(29, 29) == [0, 122, 255], "\(rgb(29, 29))")
    #expect(rgb(171, 171) == [255, 255, 255], "\(rgb(171, 171))")
  }
}
