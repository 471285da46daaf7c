import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `Text.foregroundStyle(_:)` with a gradient on a part of a text joined with `+` (docs/swift-views.md,
/// Text): the part's characters show the gradient laid across the whole text's frame, the other parts
/// keep their colours.
@Suite struct TextGradientRunTests {
  /// Pure red to pure blue (not the system colours, whose green is not 0).
  static var gradient: LinearGradient {
    LinearGradient(
      colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading,
      endPoint: .trailing)
  }

  /// The inked pixels (green below 40: at least 84 % covered) of a frame of red → blue and black ink on
  /// white, each with its column and the share of blue in its colour (red 1 − f, blue f, green 0: a
  /// pixel α covered is α·colour + (1 − α)·white).
  func inked(_ f: RenderedFrame) -> [(x: Int, blue: Double, saturated: Bool)] {
    var result: [(x: Int, blue: Double, saturated: Bool)] = []
    for y in 0..<f.height {
      for x in 0..<f.width {
        let p = f.pixel(x: x, y: y)
        guard p.g < 40 else { continue }
        let alpha = 1 - Double(p.g) / 255
        let red = (Double(p.r) - (1 - alpha) * 255) / alpha
        let blue = (Double(p.b) - (1 - alpha) * 255) / alpha
        result.append((x, red + blue > 60 ? blue / (red + blue) : 0, red + blue > 60))
      }
    }
    return result
  }

  /// How far a pixel's share of blue is from the gradient's at its column, laid across `width` from `left`.
  func deviation(_ p: (x: Int, blue: Double, saturated: Bool), _ left: Double, _ width: Double) -> Double {
    abs(p.blue - (Double(p.x) + 0.5 - left) / width)
  }

  /// "Plain " stays black; "Gradient" goes from red to blue, each inked pixel as blue as its place across
  /// the whole text's frame: at its left edge it is already more than a third of the way to blue.
  @Test func aGradientPartIsLaidAcrossTheWholeText() throws {
    let size = Size(width: 400, height: 100)
    let f = try viewFrame(size: size) {
      (Text("Plain ") + Text("Gradient").foregroundStyle(Self.gradient)).font(.system(size: 40))
    }
    let width = PangoTextMeasurer().size(ofText: "Plain Gradient", font: FontSpec(size: 40)).width
    let left = (size.width - width) / 2
    let pixels = inked(f)
    let black = pixels.filter { !$0.saturated }.map(\.x)
    let coloured = pixels.filter(\.saturated)
    #expect(!black.isEmpty && !coloured.isEmpty)
    #expect(black.max()! < coloured.map(\.x).min()!, "the plain part is left of the gradient part")
    let worst = coloured.max { a, b in deviation(a, left, width) < deviation(b, left, width) }!
    #expect(deviation(worst, left, width) < 0.08, "column \(worst.x): blue \(worst.blue)")
    let first = Double(coloured.map(\.x).min()!) - left
    #expect(first / width > 0.35, "\(first) of \(width)")
  }

  /// Two parts with the gradient and a plain one between: both gradient parts show it, and a colour written
  /// on the whole text (the system green) colours only the plain part.
  @Test func partsKeepTheirGradientUnderTheWholeTextsColour() throws {
    let f = try viewFrame(size: Size(width: 400, height: 100)) {
      (Text("AB").foregroundStyle(Self.gradient) + Text(" mid ") + Text("CD").foregroundStyle(Self.gradient))
        .font(.system(size: 40)).foregroundColor(.green)
    }
    let pixels = inked(f)
    let greenColumns = (0..<f.width).filter { x in
      (0..<f.height).contains { y in
        let p = f.pixel(x: x, y: y)
        return p.g > 150 && p.r < 90 && p.b < 120
      }
    }
    let reddish = pixels.filter { $0.saturated && $0.blue < 0.45 }.map(\.x)
    let bluish = pixels.filter { $0.saturated && $0.blue > 0.55 }.map(\.x)
    #expect(!greenColumns.isEmpty && !reddish.isEmpty && !bluish.isEmpty)
    #expect(reddish.max()! < greenColumns.min()!, "AB, redder, is left of the green part")
    #expect(bluish.min()! > greenColumns.max()!, "CD, bluer, is right of it")
  }

  /// A part in a transparent colour draws nothing (Pango reads a foreground alpha of 0 as opaque): the ink
  /// ends where "AB" ends, with "CD" still taking its place in the line.
  @Test func aClearPartDrawsNothing() throws {
    let size = Size(width: 200, height: 80)
    let f = try viewFrame(size: size) { (Text("AB") + Text("CD").foregroundColor(.clear)).font(.system(size: 40)) }
    let m = PangoTextMeasurer()
    let whole = m.size(ofText: "ABCD", font: FontSpec(size: 40)).width
    let ab = m.size(ofText: "AB", font: FontSpec(size: 40)).width
    let inked = (0..<f.width).filter { x in (0..<f.height).contains { f.pixel(x: x, y: $0).g < 128 } }
    #expect(!inked.isEmpty)
    #expect(Double(inked.max()!) < (size.width - whole) / 2 + ab + 1, "\(inked.max()!)")
  }
}
