import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `.mask` with a view that is not a shape (docs/swift-views.md, What is supported): the mask is laid out
/// over the view as an overlay is, and the alpha of what it draws multiplies the view. Pixels derived by
/// hand on a white canvas at 1×.
@Suite struct ViewMaskTests {
  /// iOS's red, (255, 59, 48).
  func isRed(_ p: RGB) -> Bool { p.r == 255 && p.g == 59 && p.b == 48 }
  func isWhite(_ p: RGB) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

  /// Two 50-point circles side by side mask a 100 × 50 red rectangle at the canvas's centre (x 50…150,
  /// y 75…125): their centres (75, 100) and (125, 100) are red; the rectangle's corner (52, 77) and the
  /// point between the circles' tops (100, 77) are outside both, white.
  @Test func aStackMasksTheView() throws {
    let f = try viewFrame {
      Color.red.frame(width: 100, height: 50)
        .mask(
          HStack(spacing: 0) {
            Circle()
            Circle()
          })
    }
    #expect(isRed(f.rgb(75, 100)) && isRed(f.rgb(125, 100)), "\(f.rgb(75, 100)) \(f.rgb(125, 100))")
    #expect(isWhite(f.rgb(52, 77)) && isWhite(f.rgb(100, 77)), "\(f.rgb(52, 77)) \(f.rgb(100, 77))")
  }

  /// A mask aligned `.leading` in a 100-point-wide view: a 30-point bar shows x 50…80 of the view, not
  /// the rest.
  @Test func aMaskTakesItsAlignment() throws {
    let f = try viewFrame {
      Color.red.frame(width: 100, height: 40).mask(alignment: .leading) { Color.black.frame(width: 30) }
    }
    #expect(isRed(f.rgb(60, 100)), "\(f.rgb(60, 100))")
    #expect(isWhite(f.rgb(100, 100)), "\(f.rgb(100, 100))")
  }

  /// A text masks a red rectangle: the pixels are red only where the glyphs are (a black "I" stem at
  /// 120 points covers whole pixels), and white between the letters; nothing is black.
  @Test func aTextMasksTheView() throws {
    let f = try viewFrame(size: Size(width: 200, height: 200)) {
      Color.red.frame(width: 200, height: 200).mask(Text("I I").font(.system(size: 120)))
    }
    var red = 0
    var white = 0
    for x in 0..<200 {
      let p = f.rgb(x, 100)
      if isRed(p) { red += 1 }
      if isWhite(p) { white += 1 }
      #expect(!(p.r < 100 && p.g < 100 && p.b < 100), "black at \(x): \(p)")
    }
    #expect(red >= 10 && white >= 100, "red \(red), white \(white)")
  }

  /// On a group, the mask applies to each view: two 40-point squares side by side (x 60…100 and 100…140,
  /// y 80…120) each keep their top half under a mask that is black above and clear below.
  @Test func onAGroupTheMaskAppliesToEachView() throws {
    let f = try viewFrame {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 40, height: 40)
          Color.blue.frame(width: 40, height: 40)
        }
        .mask(
          VStack(spacing: 0) {
            Color.black
            Color.clear
          })
      }
    }
    #expect(isRed(f.rgb(80, 90)) && isWhite(f.rgb(80, 110)), "\(f.rgb(80, 90)) \(f.rgb(80, 110))")
    #expect(f.rgb(120, 90) == (0, 122, 255) && isWhite(f.rgb(120, 110)), "\(f.rgb(120, 90)) \(f.rgb(120, 110))")
  }
}
