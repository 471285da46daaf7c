import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// Sizes and colours iOS 17/18 gives shapes and controls, measured on public swift-snapshot-testing
/// references (docs/swift-views.md): a circle takes the largest square it is offered, a divider is a
/// one-pixel hairline in the separator colour, and a `.tint` inside a button's label colours that label.
@Suite struct IOSShapeAndControlLookTests {
  /// Offered 100 × 20 in a trailing frame, a circle is 20 × 20 at the frame's trailing end (the frame
  /// spans x 50…150 in the 200 × 200 canvas): red at x = 140, white at the frame's middle (a circle that
  /// took the whole offer would be centred there).
  @Test func aCircleIsTheLargestSquareOffered() throws {
    let f = try viewFrame {
      Circle().fill(Color.red).frame(width: 100, height: 20, alignment: .trailing).background(Color.white)
    }
    #expect(f.rgb(140, 100) == (255, 59, 48))
    #expect(f.rgb(100, 100) == (255, 255, 255))
    // Its own background is its square: 20 wide, not the 100 offered.
    let g = try viewFrame {
      Circle().fill(Color.red).background(Color.blue).frame(width: 100, height: 20, alignment: .leading)
    }
    #expect(g.rgb(52, 91) == (0, 122, 255))
    #expect(g.rgb(80, 100) == (255, 255, 255))
  }

  /// One pixel thick on a 3× screen (a third of a point; at the top, on the pixel grid), in the translucent
  /// separator (60, 60, 67) at 0.29 over white: 255 − 0.29 × 195 = 198.5, 255 − 0.29 × 188 = 200.5.
  @Test func aDividerIsAHairline() throws {
    let measurer = PangoTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/View.swift", text: "view",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), scale: 3), measurer: measurer,
      root: { VStack { Divider() }.frame(maxHeight: .infinity, alignment: .top).background(Color.white) })
    let f = try Rasterizer().render(scene.displayList(at: 0, measurer: measurer))
    let column = (0..<f.height).filter { f.rgb(150, $0) != (255, 255, 255) }
    #expect(column.count == 1, "\(column)")
    let p = f.rgb(150, column.first ?? 0)
    #expect(abs(Int(p.r) - 198) <= 1 && abs(Int(p.b) - 200) <= 1, "\(p)")
  }

  /// A button's label is drawn in the tint; `.tint(.primary)` on a text inside it draws that text in the
  /// primary colour (black), while a symbol beside it keeps the accent blue.
  @Test func aTintInsideAButtonsLabelColoursIt() throws {
    let f = try viewFrame {
      Button {
      } label: {
        Text("MMMM").font(.system(size: 40, weight: .black)).tint(.primary)
      }
    }
    #expect(f.darkest == (0, 0, 0), "\(f.darkest)")
    let g = try viewFrame {
      Button {
      } label: {
        Text("MMMM").font(.system(size: 40, weight: .black))
      }
    }
    #expect(g.darkest == (0, 122, 255), "\(g.darkest)")
  }
}
